import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminFormOf } from "../../support/admin-forms.ts";
import { listInvitations, listOrganisers } from "../../support/organisers.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, signedInSdk, type TestAccount } from "../../support/users.ts";
import type { SdkUser } from "../../support/sdk.ts";

// The Organisers, End of the school year and account screens' forms, posted as their pages draw
// them (issue 32 item 2): a form that is none of theirs is a clear 400 and changes nothing.

let server: TestServer;
let organiser: SdkUser & TestAccount;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await signedInAdmin(server);
});

afterAll(() => server.stop());

async function post(screen: string, fields: Record<string, string | string[]>) {
  const form = await adminFormOf(server, organiser, screen);
  const body = new URLSearchParams(form.fields);
  for (const [name, value] of Object.entries(fields)) {
    for (const each of [value].flat()) body.append(name, each);
  }
  return fetch(`${server.url}${screen}`, { method: "POST", headers: form.headers, body });
}

describe("the organisers' screens' forms", () => {
  test.each<{ name: string; screen: string; fields: Record<string, string | string[]> }>([
    { name: "an intent no screen has", screen: "/admin/organisers", fields: { intent: "promote" } },
    {
      name: "a removal naming nobody",
      screen: "/admin/handover",
      fields: { intent: "remove" },
    },
    {
      name: "a removal of an id no account could have",
      screen: "/admin/organisers",
      fields: { intent: "remove", userIds: ["../../etc"] },
    },
    {
      name: "a cancellation without its invitation",
      screen: "/admin/organisers",
      fields: { intent: "cancel-invitation" },
    },
  ])("$name is a 400 that changes nobody", async ({ screen, fields }) => {
    const before = await listOrganisers(server, organiser);
    const answer = await post(screen, fields);
    expect(answer.status).toBe(400);
    // (The page's text is HTML: its apostrophes are escaped.)
    expect(await answer.text()).toContain("in the right format. Please check it");
    expect(await listOrganisers(server, organiser)).toEqual(before);
  });

  test("an invitation to an address that is none is refused with the desk's 400, and none is sent", async () => {
    const answer = await post("/admin/organisers", { intent: "invite", email: "not an address" });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Please check the email address.");
    // What was typed is in its field again.
    expect(page).toContain('value="not an address"');
    expect(await listInvitations(server, organiser)).toEqual([]);
  });
});

describe("the account screen's forms", () => {
  test("a language the site does not speak is a 400, and the account keeps its own", async () => {
    const answer = await post("/admin/account", { intent: "update-locale", locale: "xx" });
    expect(answer.status).toBe(400);
    expect((await organiser.account.getPrefs())["locale"]).toBeUndefined();
  });

  test("new passwords that are not the same are a 400 that says so, and the password stays", async () => {
    const answer = await post("/admin/account", {
      intent: "update-password",
      oldPassword: organiser.password,
      password: "a new rainbow",
      confirmation: "a new rainbwo",
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("The new passwords don&#x27;t match.");
    // No password is sent back to the page.
    expect(page).not.toContain("a new rainbow");
    const again = await signedInSdk(server, organiser);
    expect((await again.account.get()).email).toBe(organiser.email);
  });
});
