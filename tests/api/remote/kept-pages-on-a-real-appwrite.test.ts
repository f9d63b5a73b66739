import { Client, Databases, ID, Permission, Role } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteOnAStandIn } from "../../support/site-on-a-stand-in.ts";
import type { TestServer } from "../../support/test-server.ts";
import { createTestAccount, ORGANISER, siteSessionCookies } from "../../support/users.ts";

// With a real Appwrite (here the embedded backend alone in another process), which tells the
// site of no write, the site still keeps its public pages (issue 29): a write the site makes
// itself drops the pages that read that collection at once, and an edit made elsewhere (the
// Appwrite console) shows within 30 seconds.

const HOUR = 3_600_000;
let clock = Date.now();
let site: TestServer;
let console_: Databases;
let meetingId: string;

beforeAll(async () => {
  site = await startSiteOnAStandIn({ now: () => new Date(clock) });
  console_ = new Databases(
    new Client()
      .setEndpoint(site.endpoint)
      .setProject(site.projectId)
      .setKey(site.apiKey ?? ""),
  );
  const start = new Date(clock + 24 * HOUR);
  meetingId = ID.unique();
  await console_.createDocument({
    databaseId: "offbranch",
    collectionId: "club_meetings",
    documentId: meetingId,
    data: {
      title: "Before the edit",
      start: start.toISOString(),
      end: new Date(start.getTime() + HOUR).toISOString(),
      location: "Room 214",
    },
    permissions: [Permission.read(Role.any())],
  });
});

afterAll(async () => {
  await site.stop();
});

const meetingsPage = async () => (await fetch(`${site.url}/meetings`)).text();

function editInTheConsole(title: string) {
  return console_.updateDocument({
    databaseId: "offbranch",
    collectionId: "club_meetings",
    documentId: meetingId,
    data: { title },
  });
}

/** An organiser makes a meeting through the Admin Panel's form: a write the site makes itself. */
async function createMeetingOnThePanel() {
  const account = await createTestAccount(site, ORGANISER);
  const cookie = [...(await siteSessionCookies(site, account))]
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const html = await (await fetch(`${site.url}/admin`, { headers: { Cookie: cookie } })).text();
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";
  const made = await fetch(`${site.url}/admin?index`, {
    method: "POST",
    headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({
      intent: "create-meeting",
      "form-token": field("form-token"),
      "form-id": field("form-id"),
    }),
    redirect: "manual",
  });
  expect(made.status).toBe(302);
}

describe("kept pages on a real Appwrite", () => {
  it("are dropped by the site's own writes at once, and show an edit made elsewhere within 30 seconds", async () => {
    expect(await meetingsPage()).toContain("Before the edit");

    await editInTheConsole("Edited in the console");
    // Kept: Appwrite told the site nothing.
    expect(await meetingsPage()).toContain("Before the edit");

    await createMeetingOnThePanel();
    // The site wrote club_meetings itself: the page that read it is drawn again.
    expect(await meetingsPage()).toContain("Edited in the console");

    await editInTheConsole("Edited again in the console");
    expect(await meetingsPage()).toContain("Edited in the console");
    clock += 31_000;
    expect(await meetingsPage()).toContain("Edited again in the console");
  });
});
