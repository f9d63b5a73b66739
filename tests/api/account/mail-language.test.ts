import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readOutbox, type OutboxMessage } from "../../../backend/mail/outbox.ts";
import { getInvitationStatus, inviteOrganiser } from "../../support/organisers.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInSdk, signedInUser } from "../../support/users.ts";

// Emails go out in the recipient's language: the account's prefs key `locale` (decision 0106).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
});

afterAll(() => server.stop());

/** The newest email to `to` in the outbox, once it has arrived (a recovery leaves after its answer). */
async function emailTo(to: string): Promise<Extract<OutboxMessage, { kind: "email" }>> {
  const newest = async () =>
    (await readOutbox(server.dataDir))
      .flatMap((message) => (message.kind === "email" ? [message] : []))
      .findLast((message) => message.to === to);
  await expect.poll(newest).toBeDefined();
  const mail = await newest();
  if (!mail) throw new Error(`No email reached ${to}.`);
  return mail;
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in:\n${text}`);
  return new URL(match[0]);
}

describe("emails in the recipient's language", () => {
  test("an organiser whose prefs say es gets a Spanish recovery email whose link opens the Spanish reset page and works", async () => {
    const organiser = await createTestAccount(server, { labels: ["admin"] });
    await (await signedInSdk(server, organiser)).account.updatePrefs({ prefs: { locale: "es" } });

    await sdkUser(server).account.createRecovery({
      email: organiser.email,
      url: `${server.url}/reset-password`,
    });

    const mail = await emailTo(organiser.email);
    expect(mail.subject).toMatch(/^Restablece tu contraseña de /);
    expect(mail.text).toContain("Elegir una contraseña nueva:");
    expect(mail.text).toContain("caduca en 1 hora");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Si el botón no funciona");
    const link = linkIn(mail.text);
    expect(link.origin + link.pathname).toBe(`${server.url}/es/reset-password`);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="es"');
    const userId = link.searchParams.get("userId") ?? "";
    const secret = link.searchParams.get("secret") ?? "";
    await sdkUser(server).account.updateRecovery({ userId, secret, password: "nueva-contraseña" });
    await signedInSdk(server, { email: organiser.email, password: "nueva-contraseña" });
  });

  test("an account with no language chosen gets the English email and the English page", async () => {
    const member = await createTestAccount(server);

    await sdkUser(server).account.createRecovery({
      email: member.email,
      url: `${server.url}/es/reset-password`,
    });

    const mail = await emailTo(member.email);
    expect(mail.subject).toMatch(/^Reset your .* password$/);
    expect(mail.html).toContain('<html lang="en">');
    expect(linkIn(mail.text).pathname).toBe("/reset-password");
  });

  test("an organiser whose prefs say es invites someone in Spanish, to the Spanish welcome page", async () => {
    const organiser = await signedInUser(server, { labels: ["admin"], name: "Robin" });
    await organiser.account.updatePrefs({ prefs: { locale: "es" } });
    const invited = `invited-${crypto.randomUUID()}@example.org`;

    await inviteOrganiser(server, organiser, invited);

    const mail = await emailTo(invited);
    expect(mail.subject).toMatch(/^Te invitamos a ayudar con el sitio web de /);
    expect(mail.text).toContain("Robin te invitó");
    expect(mail.text).toContain("caduca en 7 días");
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/es/welcome");
    const parts = {
      invitationId: link.searchParams.get("invitation") ?? "",
      secret: link.searchParams.get("secret") ?? "",
    };
    expect(await getInvitationStatus(server, parts)).toEqual({
      status: "valid",
      email: invited,
    });
  });
});
