import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import {
  createTestAccount,
  ORGANISER,
  signedInSdk,
  siteSessionCookies,
  type TestAccount,
} from "../../support/users.ts";
import type { SdkUser } from "../../support/sdk.ts";

// The forms of the admin screens the site's server draws (issue 32 item 2): each carries the
// session's form token and a one-time id. A form posted without its session, with a stale or
// foreign token, or twice changes nothing and says why; another site's page cannot post one.

let server: TestServer;
let organiser: TestAccount;
let sdk: SdkUser;

beforeAll(async () => {
  server = await startTestServer({ withSite: true });
  organiser = await createTestAccount(server, ORGANISER);
  sdk = await signedInSdk(server, organiser);
});

afterAll(async () => {
  await server.close();
});

async function cookieOf(account: TestAccount): Promise<string> {
  const cookies = await siteSessionCookies(server, account);
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The hidden fields of the Admin Panel's forms, as the server drew them for `cookie`. */
async function panelForm(cookie: string): Promise<{ token: string; id: string }> {
  const html = await (await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } })).text();
  const token = /name="form-token" value="([^"]+)"/.exec(html)?.[1];
  const id = /name="form-id" value="([^"]+)"/.exec(html)?.[1];
  if (token === undefined || id === undefined) throw new Error("The panel drew no admin form.");
  return { token, id };
}

function createMeeting(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/admin?index`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin", ...headers },
    body: new URLSearchParams({ intent: "create-meeting", ...fields }),
    redirect: "manual",
  });
}

async function countMeetings(): Promise<number> {
  const { total } = await sdk.databases.listDocuments({
    databaseId: "offbranch",
    collectionId: "club_meetings",
  });
  return total;
}

describe("an admin screen's form", () => {
  it("makes the meeting once, and posted again changes nothing and says it was already sent", async () => {
    const cookie = await cookieOf(organiser);
    const form = await panelForm(cookie);
    const before = await countMeetings();
    const fields = { "form-token": form.token, "form-id": form.id };

    const made = await createMeeting(fields, { Cookie: cookie });
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toMatch(/^\/admin\/[\w-]+$/);

    const again = await createMeeting(fields, { Cookie: cookie });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This form was already sent");
    expect(await countMeetings()).toBe(before + 1);
  });

  it("posted without a session, or with another session's token, changes nothing and says why", async () => {
    const cookie = await cookieOf(organiser);
    const form = await panelForm(cookie);
    const before = await countMeetings();

    const signedOut = await createMeeting({ "form-token": form.token, "form-id": form.id });
    expect(signedOut.status).toBe(401);
    // The answer is the frame's sign-in form.
    expect(await signedOut.text()).toMatch(/<input[^>]*name="password"/);

    // The same organiser signed in again elsewhere: a form drawn for the first session is stale.
    const otherSession = await cookieOf(organiser);
    const stale = await createMeeting(
      { "form-token": form.token, "form-id": form.id },
      { Cookie: otherSession },
    );
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain("This form was opened before you last signed in");

    const missing = await createMeeting({}, { Cookie: cookie });
    expect(missing.status).toBe(403);
    expect(await countMeetings()).toBe(before);
  });

  it("posted by another site's page is refused before anything reads it", async () => {
    const cookie = await cookieOf(organiser);
    const form = await panelForm(cookie);
    const before = await countMeetings();

    const foreign = await createMeeting(
      { "form-token": form.token, "form-id": form.id },
      { Cookie: cookie, "Sec-Fetch-Site": "same-site", Origin: "https://other.school.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await countMeetings()).toBe(before);
  });

  it("posted by the site's own page, which sends no referrer (Origin: null), is taken", async () => {
    const cookie = await cookieOf(organiser);
    const form = await panelForm(cookie);

    const made = await createMeeting(
      { "form-token": form.token, "form-id": form.id },
      { Cookie: cookie, Origin: "null" },
    );
    expect(made.status).toBe(302);
  });
});
