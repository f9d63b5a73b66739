import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENDAS } from "../../app/lib/collections/agendas.ts";
import { DATABASE_ID, findDocument } from "../../app/lib/collections/database.ts";
import { getMeetingNotes, MEETING_NOTES } from "../../app/lib/collections/meeting-notes.ts";
import { deleteMeeting } from "../../app/lib/collections/meetings.ts";
import { Client as ServerClient, Users } from "node-appwrite";
import type { SdkUser } from "../support/sdk.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  openBrowserSession,
  useBrowserWorld,
  type BrowserSession,
  type ExpectedConsoleError,
} from "../support/browser-world.ts";
import { recordBackendRequests } from "../support/backend-requests.ts";
import type { TestServer } from "../support/test-server.ts";
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
import { logInWithForm } from "./account-fixtures.ts";

// What one Manage Meeting save writes (decision 0154): only the documents that changed, one
// write for one, one transaction for several, and nothing read before "Saved!" but the page the
// save answers with. The screen is drawn by the site's server, so the writes are counted where
// they arrive: at the backend.

/** Chromium's line for the screen's answer to a refused save, at `/admin/<id>`. */
const SAVE_REFUSED = (status: number) => failedSiteRequest(status, /^\/admin\/[^/]+$/);

/**
 * The writes the backend gets from now on, in the order sent: "METHOD collection" for a
 * document, "METHOD transaction" and "METHOD transaction operations" for a transaction's. A
 * save's answer reads the screen again; reads are left out of `writes`.
 */
function recordWrites(server: TestServer) {
  const recording = recordBackendRequests(server);
  const writes = () =>
    recording.sent.flatMap((line) => {
      const [method = "", pathname = ""] = line.split(" ");
      if (method === "GET") return [];
      const collection = /\/collections\/([^/]+)\//.exec(pathname)?.[1];
      const transaction = /\/transactions(?:\/[^/]+)?(\/operations)?$/.exec(pathname);
      const target = transaction ? `transaction${transaction[1] ? " operations" : ""}` : undefined;
      return [`${method} ${collection ?? target ?? pathname}`];
    });
  // What the save read of the documents it writes before writing them: it plans against what
  // the form was drawn from, so nothing (the session's check and the club's settings aside).
  const documentReadsBeforeWriting = () => {
    const firstWrite = recording.sent.findIndex((line) => !line.startsWith("GET "));
    return recording.sent
      .slice(0, firstWrite === -1 ? undefined : firstWrite)
      .filter((line) => /\/collections\/club_(meetings|agendas|meeting_notes|events)\//.test(line));
  };
  return { writes, documentReadsBeforeWriting, stop: recording.stop };
}

describe("saving on Manage Meeting and Manage Event", () => {
  const world = useBrowserWorld();
  let sdk: SdkUser;
  let organiserSession: BrowserSession;

  /** A meeting of `title` three days ahead, open in Manage Meeting; `failures` are expected. */
  async function openMeeting(
    seed: Pick<MeetingSeed, "title" | "agenda">,
    failures: ExpectedConsoleError[] = [],
  ) {
    const id = await seedMeeting(sdk, { ...seed, start: daysFromNow(3), end: daysFromNow(3, 1) });
    const admin = await organiserSession.openPage();
    for (const failure of failures) admin.expectConsoleError(failure);
    await openAdminScreen(admin.page, `${world.server.url}/admin/${id}`);
    // Drawn by the server: no React, only the page script, ready before anything is typed.
    await expectCount(admin.page.locator("html[data-hydrates]"), 0, "React on Manage Meeting");
    await expectVisible(admin.page.locator("html[data-ready]"));
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

  it("an organiser's save writes only what changed, several documents in one transaction, and reads nothing back", async () => {
    const { id, admin, page } = await openMeeting({
      title: "Movie Night",
      agenda: { agenda_preview: "Popcorn." },
    });
    let recording = recordWrites(world.server);

    await page.getByLabel("Title").fill("Game Night");
    await page.getByLabel("Notes for organisers only").fill("Key from the office");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    recording.stop();
    // Several documents (the first save also publishes the seeded draft's agenda, decision 0134):
    // one transaction, made, given every write at once, and committed.
    expect(recording.writes()).toEqual([
      "POST transaction",
      "POST transaction operations",
      "PATCH transaction",
    ]);
    expect(recording.documentReadsBeforeWriting()).toEqual([]);
    expect((await readMeeting(sdk, id)).title).toBe("Game Night");
    expect(await getMeetingNotes(sdk.databases, id)).toBe("Key from the office");

    // What was sent is what the screen now holds as saved: the agenda's preview alone is one
    // write, of the agenda alone, no phantom write of the meeting.
    await expectVisible(page.locator("html[data-ready]"));
    recording = recordWrites(world.server);
    await page.getByLabel("Agenda preview").fill("Board games.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    recording.stop();
    expect(recording.writes()).toEqual(["PATCH club_agendas"]);
    expect(recording.documentReadsBeforeWriting()).toEqual([]);
    expect((await readAgenda(sdk, id)).agenda_preview).toBe("Board games.");
    await admin.close();
  });

  it("an organiser whose agenda write fails is told nothing was changed, and nothing was", async () => {
    const { id, admin, page } = await openMeeting(
      { title: "Before", agenda: { agenda_preview: "Snacks." } },
      [SAVE_REFUSED(404)],
    );
    // Behind the screen's back, the agenda goes: its write will be refused, the meeting's not.
    await sdk.databases.deleteDocument({
      databaseId: DATABASE_ID,
      collectionId: AGENDAS,
      documentId: id,
    });
    const recording = recordWrites(world.server);

    await page.getByLabel("Title").fill("After");
    await page.getByLabel("Agenda preview").fill("Pizza.");
    await page.getByRole("button", { name: "Save" }).click();

    const status = page.getByRole("status").filter({ hasText: "Failed to save." });
    await expectVisible(status);
    await eventually(() => status.textContent()).toContain(
      "couldn't be saved, so nothing was changed. We couldn't find that.",
    );
    recording.stop();
    // Appwrite refused the agenda's write as it was staged: the transaction was let go, unmade.
    expect(recording.writes()).toEqual([
      "POST transaction",
      "POST transaction operations",
      "PATCH transaction",
    ]);
    expect((await readMeeting(sdk, id)).title).toBe("Before");
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("After");
    await expectVisible(page.getByText("Unsaved changes", { exact: true }));
    await recordState(page, "admin-save-undone");
    await admin.close();
  });

  it("an organiser saving a meeting someone deleted is told it is gone, and no notes are left behind", async () => {
    const { id, admin, page } = await openMeeting({ title: "Gone Soon" }, [SAVE_REFUSED(404)]);
    await deleteMeeting(sdk.databases, id);

    await page.getByLabel("Title").fill("Gone");
    await page.getByLabel("Notes for organisers only").fill("Room 12");
    await page.getByRole("button", { name: "Save" }).click();

    // The save's answer draws the screen again, and there is no meeting to draw.
    await expectVisible(page.getByRole("heading", { name: "Meeting not found" }));
    // The notes were to be written in the same transaction as the meeting: nothing was.
    expect(await findDocument(sdk.databases, MEETING_NOTES, id)).toBeNull();
    await admin.close();
  });

  it("an organiser whose session ended while they typed is asked to sign in again, and then finds what they typed back in the form, to save", async () => {
    const alone = await createTestAccount(world.server, ORGANISER);
    const id = await seedMeeting(sdk, {
      title: "Long Edit",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: alone });
    admin.expectConsoleError(SAVE_REFUSED(401));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/${id}`);
    await page.getByLabel("Title").fill("Long Edit, Part Two");
    // Meanwhile every session of theirs ends ("sign out other sessions" elsewhere, say).
    const users = new Users(
      new ServerClient()
        .setEndpoint(`${world.server.url}/v1`)
        .setProject(world.server.projectId)
        .setKey(world.server.backend?.siteKey ?? ""),
    );
    const [user] = (await users.list({ search: alone.email })).users;
    await users.deleteSessions({ userId: user?.$id ?? "" });

    await page.getByRole("button", { name: "Save" }).click();

    // The admin frame answers the form with its sign-in form, which comes back to this screen.
    await expectVisible(page.getByRole("button", { name: "Login" }));
    expect(new URL(page.url()).pathname).toBe(`/admin/${id}`);
    expect((await readMeeting(sdk, id)).title).toBe("Long Edit");

    // Signed in again, the screen is drawn from what is stored, and the page script puts back
    // what was typed, unsaved, saying so (page-script/unsent-edits.ts).
    await logInWithForm(page, alone);
    await expectVisible(
      page.getByText(
        "What you typed before signing in again is back in the form. Save to keep it.",
      ),
    );
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Long Edit, Part Two");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect((await readMeeting(sdk, id)).title).toBe("Long Edit, Part Two");
    await admin.close();
  });

  it("an organiser's event save writes the event once and reads nothing back", async () => {
    const id = await seedEvent(sdk, { title: "Film Night", time: daysFromNow(5) });
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Manage Event");
    await expectVisible(page.locator("html[data-ready]"));
    const recording = recordWrites(world.server);

    await page.getByLabel("Title").fill("Film Night: Pride");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    recording.stop();
    expect(recording.writes()).toEqual(["PATCH club_events"]);
    expect(recording.documentReadsBeforeWriting()).toEqual([]);
    expect((await readEvent(sdk, id)).title).toBe("Film Night: Pride");
    await admin.close();
  });
});
