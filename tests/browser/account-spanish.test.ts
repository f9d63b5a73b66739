import { describe, expect, it } from "vitest";
import { inviteOrganiser } from "../support/organisers.ts";
import { readOutbox } from "../../backend/mail/outbox.ts";
import { openBrowserPage, PHONE, useBrowserWorld } from "../support/browser-world.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { saveScreenshot, waitForPageReady } from "./site-fixtures.ts";

// A Spanish-speaking organiser invites a friend (issue 24, decision 0106): the invitation is in
// Spanish and opens the Spanish welcome page, and the account it makes keeps Spanish as its
// language. The form's fields are found by their names: their words are the admin screens'.

describe("an invitation in Spanish", () => {
  const world = useBrowserWorld({ signupsOpen: false });

  it("opens /es/welcome in Spanish, and the organiser it makes has Spanish chosen", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const robinSdk = await signedInSdk(world.server, robin);
    await robinSdk.account.updatePrefs({ prefs: { locale: "es" } });
    const email = `sam-${crypto.randomUUID()}@school.example`;
    await inviteOrganiser(world.server, robinSdk, email);
    const mail = (await readOutbox(world.server.dataDir)).findLast(
      (message) => message.to === email,
    );
    const link = /http:\/\/\S+\/es\/welcome\?\S+/.exec(mail?.text ?? "")?.[0] ?? "missing";

    const sam = await openBrowserPage(world, { viewport: PHONE });
    const { page } = sam;
    await page.goto(link);
    await waitForPageReady(page);
    await eventually(() => page.locator("html").getAttribute("lang")).toBe("es");
    await eventually(() => page.title()).toBe("Únete al equipo organizador");
    await saveScreenshot(page, "es-welcome");
    await page.locator('input[name="name"]').fill("Sam");
    await page.locator('input[name="password"]').fill("una contraseña larga");
    await page.locator('input[name="confirmation"]').fill("una contraseña larga");
    await page.locator('button[type="submit"]').click();
    await eventually(() => new URL(page.url()).pathname).toBe("/admin");
    await sam.close();

    const samSdk = await signedInSdk(world.server, { email, password: "una contraseña larga" });
    expect((await samSdk.account.get()).prefs).toEqual({ locale: "es" });
  });

  it("the Admin Panel a new organiser lands on is drawn in their language by the site's server, with no catalogue to fetch", async () => {
    const robinSdk = await signedInSdk(
      world.server,
      await createTestAccount(world.server, ORGANISER),
    );
    await robinSdk.account.updatePrefs({ prefs: { locale: "es" } });
    const email = `kai-${crypto.randomUUID()}@school.example`;
    await inviteOrganiser(world.server, robinSdk, email);
    const mail = (await readOutbox(world.server.dataDir)).findLast(
      (message) => message.to === email,
    );
    const link = /http:\/\/\S+\/es\/welcome\?\S+/.exec(mail?.text ?? "")?.[0] ?? "missing";

    const kai = await openBrowserPage(world, { viewport: PHONE });
    const { page } = kai;
    await page.goto(link);
    await waitForPageReady(page);
    // No catalogue's file arrives: the network drops them all. The panel needs none (issue 32).
    await page.route(/catalogue_\w+-[\w-]+\.js$/, (route) => route.abort());
    await page.locator('input[name="name"]').fill("Kai");
    await page.locator('input[name="password"]').fill("una contraseña larga");
    await page.locator('input[name="confirmation"]').fill("una contraseña larga");
    await page.locator('button[type="submit"]').click();

    await eventually(() => new URL(page.url()).pathname).toBe("/admin");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Panel de administración" }));
    await kai.close();
  });
});
