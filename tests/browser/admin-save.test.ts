import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENDAS } from "../../app/lib/collections/agendas.ts";
import { DATABASE_ID, findDocument } from "../../app/lib/collections/database.ts";
import { getMeetingNotes, MEETING_NOTES } from "../../app/lib/collections/meeting-notes.ts";
import { deleteMeeting } from "../../app/lib/collections/meetings.ts";
import type { SdkUser } from "../support/sdk.ts";
import {
  openBrowserSession,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import {
  daysFromNow,
  readAgenda,
  readEvent,
  readMeeting,
  seedEvent,
  seedMeeting,
  type MeetingSeed,
} from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// What one Manage Meeting save sends (decision 0082): a write for each document that changed,
// side by side, and nothing read back; a failure puts back what was written and says so.

// A write the server refuses as not found, logged by Chromium and by the save.
const SAVE_REFUSED = [
  /Failed to load resource: the server responded with a status of 404/,
  /^Failed to save\./,
];

/** The API requests `page` sends from now on, as "METHOD collection", in the order sent. */
function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith("/v1/")) return;
    const collection = /\/collections\/([^/]+)\//.exec(pathname)?.[1];
    sent.push(`${request.method()} ${collection ?? pathname}`);
  });
  return sent;
}

describe("saving on Manage Meeting and Manage Event", () => {
  const world = useBrowserWorld();
  let sdk: SdkUser;
  let organiserSession: BrowserSession;

  /** A meeting of `title` three days ahead, open in Manage Meeting; `failures` are expected. */
  async function openMeeting(seed: Pick<MeetingSeed, "title" | "agenda">, failures: RegExp[] = []) {
    const id = await seedMeeting(sdk, { ...seed, start: daysFromNow(3), end: daysFromNow(3, 1) });
    const admin = await organiserSession.openPage();
    for (const failure of failures) admin.expectConsoleError(failure);
    await openAdminScreen(admin.page, `${world.server.url}/admin/${id}`);
    // The polls section reads its list once the screen is up: counted requests start after it.
    await expectVisible(admin.page.getByText("No polls yet."));
    return { id, admin, page: admin.page };
  }

  beforeAll(async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    organiserSession = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await organiserSession.close();
  });

  it("an organiser's save writes only what changed, together, and reads nothing back", async () => {
    const { id, admin, page } = await openMeeting({
      title: "Movie Night",
      agenda: { agenda_preview: "Popcorn." },
    });
    const sent = recordApiRequests(page);

    await page.getByLabel("Title").fill("Game Night");
    await page.getByLabel("Notes for organisers only").fill("Key from the office");
    await page.getByRole("button", { name: "Save" }).click();
    // "Saved!" shows once the save and any reading after it are done.
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    expect(sent.toSorted()).toEqual(["PATCH club_meetings", "PUT club_meeting_notes"]);
    expect((await readMeeting(sdk, id)).title).toBe("Game Night");
    expect(await getMeetingNotes(sdk.databases, id)).toBe("Key from the office");

    // What the writes answered is what the screen now holds as saved: the next save sends only
    // its own change.
    sent.length = 0;
    await page.getByLabel("Agenda preview").fill("Board games.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect(sent).toEqual(["PATCH club_agendas"]);
    expect((await readAgenda(sdk, id)).agenda_preview).toBe("Board games.");
    await admin.close();
  });

  it("an organiser whose agenda write fails gets the meeting put back and is told nothing was changed", async () => {
    const { id, admin, page } = await openMeeting(
      { title: "Before", agenda: { agenda_preview: "Snacks." } },
      SAVE_REFUSED,
    );
    // Behind the screen's back, the agenda goes: its write will be refused, the meeting's not.
    await sdk.databases.deleteDocument({
      databaseId: DATABASE_ID,
      collectionId: AGENDAS,
      documentId: id,
    });
    const sent = recordApiRequests(page);

    await page.getByLabel("Title").fill("After");
    await page.getByLabel("Agenda preview").fill("Pizza.");
    await page.getByRole("button", { name: "Save" }).click();

    const status = page.getByRole("status").filter({ hasText: "Failed to save." });
    await expectVisible(status);
    await eventually(() => status.textContent()).toContain(
      "The agenda couldn't be saved, so nothing was changed. We couldn't find that.",
    );
    // The meeting was written with the agenda, then written back.
    expect(sent).toEqual(["PATCH club_meetings", "PATCH club_agendas", "PATCH club_meetings"]);
    expect((await readMeeting(sdk, id)).title).toBe("Before");
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("After");
    await expectVisible(page.getByText("Unsaved changes", { exact: true }));
    await recordState(page, "admin-save-undone");
    await admin.close();
  });

  it("an organiser saving a meeting someone deleted leaves no notes behind", async () => {
    const { id, admin, page } = await openMeeting({ title: "Gone Soon" }, SAVE_REFUSED);
    await deleteMeeting(sdk.databases, id);

    await page.getByLabel("Title").fill("Gone");
    await page.getByLabel("Notes for organisers only").fill("Room 12");
    await page.getByRole("button", { name: "Save" }).click();

    const status = page.getByRole("status").filter({ hasText: "Failed to save." });
    await eventually(() => status.textContent()).toContain(
      "The meeting settings couldn't be saved, so nothing was changed.",
    );
    // The notes were written beside the meeting, then deleted again: none were there before.
    expect(await findDocument(sdk.databases, MEETING_NOTES, id)).toBeNull();
    await admin.close();
  });

  it("an organiser's event save writes the event once and reads nothing back", async () => {
    const id = await seedEvent(sdk, { title: "Film Night", time: daysFromNow(5) });
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    const sent = recordApiRequests(page);

    await page.getByLabel("Title").fill("Film Night: Pride");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    expect(sent).toEqual(["PATCH club_events"]);
    expect((await readEvent(sdk, id)).title).toBe("Film Night: Pride");
    await admin.close();
  });
});
