import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { readAgenda, readEvent, readMeeting } from "../support/seed-meetings.ts";
import {
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { eventually, expectHidden, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

// Issue 31 item 1 (decision 0134): Create Meeting and Add Event make a document at once, but
// visitors, calendars, feeds and the sitemap see it only once the organiser first saves it.

/**
 * Every public address a new meeting or event could show on, for a visitor with no session (the
 * Atom feed holds meetings only).
 */
function publicAddresses(kind: "meeting" | "event", id: string): string[] {
  const calendars = ["/calendar.ics", "/es/calendar.ics", "/sitemap.xml"];
  return kind === "meeting"
    ? ["/", "/meetings", ...calendars, "/feed.xml", `/agenda/${id}`]
    : ["/", "/events", ...calendars, `/events/${id}`];
}

/** The addresses of `publicAddresses` that name document `id`, as a visitor fetches them. */
async function addressesNaming(baseUrl: string, kind: "meeting" | "event", id: string) {
  const naming: string[] = [];
  for (const address of publicAddresses(kind, id)) {
    const response = await fetch(`${baseUrl}${address}`);
    const body = await response.text();
    if (response.status === 200 && body.includes(id)) naming.push(address);
  }
  return naming;
}

function idOf(page: Page): string {
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

const NOT_PUBLIC = "Not public until you save";

describe("a new meeting or event stays off the public pages until its first save", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, organiser);
    session = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await session.close();
  });

  it("at 390 px a new meeting is on no public page, feed or calendar until saved, then on all of them", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await page.waitForURL(/\/admin\/[^/]+$/);
    await expectVisible(page.getByText(NOT_PUBLIC));
    await recordState(page, "admin-meeting-draft");
    const id = idOf(page);
    // Each is read (and kept by the page cache) while the meeting is a draft.
    expect(await addressesNaming(world.server.url, "meeting", id)).toEqual([]);
    expect((await fetch(`${world.server.url}/agenda/${id}`)).status).toBe(404);

    await page.getByLabel("Title", { exact: true }).fill("Board games and pizza");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectHidden(page.getByText(NOT_PUBLIC));
    // The kept pages drop once the meeting's read permission changes, with no restart.
    await eventually(() => addressesNaming(world.server.url, "meeting", id)).toEqual(
      publicAddresses("meeting", id),
    );
  });

  it("at 390 px a new event is on no public page, feed or calendar until saved, then on all of them", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Add Event" }).click();
    await page.waitForURL(/\/admin\/events\/[^/]+$/);
    await expectVisible(page.getByText(NOT_PUBLIC));
    await recordState(page, "admin-event-draft");
    const id = idOf(page);
    expect(await addressesNaming(world.server.url, "event", id)).toEqual([]);
    expect((await fetch(`${world.server.url}/events/${id}`)).status).toBe(404);

    await page.getByLabel("Title").fill("Pride picnic");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectHidden(page.getByText(NOT_PUBLIC));
    await eventually(() => addressesNaming(world.server.url, "event", id)).toEqual(
      publicAddresses("event", id),
    );
  });

  it("at 390 px discarding a new meeting removes it and its agenda in one tap", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await page.waitForURL(/\/admin\/[^/]+$/);
    const id = idOf(page);
    await expect(readAgenda(sdk, id)).resolves.toMatchObject({ $id: id });
    await page.getByRole("button", { name: "Discard this new meeting" }).click();
    await page.waitForURL(/\/admin$/);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await expect(readMeeting(sdk, id)).rejects.toMatchObject({ type: "document_not_found" });
    await expect(readAgenda(sdk, id)).rejects.toMatchObject({ type: "document_not_found" });
  });

  it("at 390 px discarding a new event removes it in one tap", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Add Event" }).click();
    await page.waitForURL(/\/admin\/events\/[^/]+$/);
    const id = idOf(page);
    await page.getByRole("button", { name: "Discard this new event" }).click();
    await page.waitForURL(/\/admin$/);
    await expect(readEvent(sdk, id)).rejects.toMatchObject({ type: "document_not_found" });
  });

  it("a meeting saved before keeps its place on the public pages and offers no discard", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await page.waitForURL(/\/admin\/[^/]+$/);
    const id = idOf(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await page.reload();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Meeting" }));
    await expectHidden(page.getByText(NOT_PUBLIC));
    await expectHidden(page.getByRole("button", { name: "Discard this new meeting" }));
    expect((await fetch(`${world.server.url}/agenda/${id}`)).status).toBe(200);
  });
});
