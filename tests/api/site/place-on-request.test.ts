import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppwriteException } from "appwrite";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_FILE } from "../../../backend/storage/sqlite/open.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { organiserThroughTheSite } from "../../support/through-the-site.ts";

// "Place on request" (decisions 0048, 0127): a meeting or an event whose place is told only to
// those who ask keeps no place in anything a guest can get, the API included, on a folder an
// older version wrote too. The organisers find it in their notes.

const DATABASE = "offbranch";
const ROOM = "Room 7B behind the gym";
const PARK = "Maple Park pavilion";

let dataDir: string;
let server: TestServer;
let organiser: SdkUser;
let ids: { meeting: string; event: string };

/** The SQL table of a collection (backend/storage/sqlite/collection-tables.ts). */
const table = (collectionId: string) => `"documents__${DATABASE}__${collectionId}"`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "place-on-request-"));
  server = await startTestServer({
    withSite: true,
    dataDir,
    publicUrl: "https://pride.example.org",
  });
  organiser = await organiserThroughTheSite(server);
  const meeting = await seedMeeting(organiser, {
    title: "Quiet Meetup",
    location: ROOM,
    start: daysFromNow(2),
    end: daysFromNow(2, 1),
    agenda: { agenda_preview: "Tea and a chat." },
  });
  const event = await seedEvent(organiser, {
    title: "Picnic",
    location: PARK,
    time: daysFromNow(3),
    end: daysFromNow(3, 3),
    description: "Bring a blanket.",
  });
  ids = { meeting, event };
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a place given on request", () => {
  it.each([
    { name: "a meeting", collection: "club_meetings", id: () => ids.meeting },
    { name: "an event", collection: "club_events", id: () => ids.event },
  ])(
    "is refused with the place in $name's public document, and nothing changes",
    async ({ collection, id }) => {
      const refusal = await organiser.databases
        .updateDocument(DATABASE, collection, id(), { location_on_request: true })
        .then(
          () => null,
          (error: unknown) => error,
        );

      expect(refusal).toBeInstanceOf(AppwriteException);
      expect(refusal).toMatchObject({ code: 400, type: "document_invalid_structure" });
      const stored = await organiser.databases.getDocument(DATABASE, collection, id());
      expect(stored["location_on_request"]).toBe(false);
    },
  );

  it("stored by an older version in the public documents leaves no trace in what a guest gets, and the organisers keep it", async () => {
    await server.stop();
    const database = new Database(path.join(dataDir, DATABASE_FILE));
    database.prepare(`UPDATE ${table("club_meetings")} SET location_on_request = 1`).run();
    database.prepare(`UPDATE ${table("club_events")} SET location_on_request = 1`).run();
    database.close();
    server = await startTestServer({
      withSite: true,
      dataDir,
      publicUrl: "https://pride.example.org",
    });
    organiser = await organiserThroughTheSite(server);
    const guest = sdkUser(server);

    const answers: Record<string, unknown> = {
      "/v1 list of meetings": await guest.databases.listDocuments(DATABASE, "club_meetings"),
      "/v1 meeting": await guest.databases.getDocument(DATABASE, "club_meetings", ids.meeting),
      "/v1 list of events": await guest.databases.listDocuments(DATABASE, "club_events"),
      "/v1 event": await guest.databases.getDocument(DATABASE, "club_events", ids.event),
    };
    for (const page of [
      "/",
      `/agenda/${ids.meeting}`,
      `/agenda/${ids.meeting}?present=1`,
      `/ask/${ids.meeting}`,
      "/meetings",
      "/events",
      `/events/${ids.event}`,
      "/calendar.ics",
      `/calendar/${ids.meeting}.ics`,
      `/calendar/${ids.event}.ics`,
      "/feed.xml",
      "/es/feed.xml",
    ]) {
      const answer = await fetch(`${server.url}${page}`);
      expect(answer.status, page).toBe(200);
      answers[page] = await answer.text();
    }

    for (const [where, answer] of Object.entries(answers)) {
      const text = typeof answer === "string" ? answer : JSON.stringify(answer);
      expect(text, where).not.toContain("Room 7B");
      expect(text, where).not.toContain("Maple Park");
    }
    expect(String(answers[`/agenda/${ids.meeting}`])).toContain("Ask a club leader where we meet");
    const notes = await organiser.databases.getDocument(
      DATABASE,
      "club_meeting_notes",
      ids.meeting,
    );
    expect(notes["notes"]).toContain(`Place given on request: ${ROOM}`);
    const eventNotes = await organiser.databases.getDocument(
      DATABASE,
      "club_meeting_notes",
      ids.event,
    );
    expect(eventNotes["notes"]).toContain(`Place given on request: ${PARK}`);
  });
});
