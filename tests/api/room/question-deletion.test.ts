import { Client, Databases, Query } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteQuestionsOfPastMeetings,
  QUESTIONS_KEPT_MS,
} from "../../../server/room/question-deletion.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";

// The site's server deletes what the room wrote a day after its meeting ended, with its key
// through the server SDK (decision 0145): here over HTTP against the embedded backend, as it
// would against a real Appwrite.

const DATABASE = "offbranch";
const NOW = new Date("2026-11-26T12:00:00Z");
let server: TestServer;
let admin: () => Client;

function databases(): Databases {
  return new Databases(admin());
}

function create(collectionId: string, documentId: string, data: Record<string, unknown>) {
  return databases().createDocument({ databaseId: DATABASE, collectionId, documentId, data });
}

async function ids(collectionId: string): Promise<string[]> {
  const list = await databases().listDocuments({
    databaseId: DATABASE,
    collectionId,
    queries: [Query.limit(500)],
  });
  return list.documents.map((document) => document.$id).sort();
}

function meeting(id: string, end: Date) {
  return create("club_meetings", id, {
    title: id,
    start: new Date(end.getTime() - 3_600_000).toISOString(),
    end: end.toISOString(),
  });
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  const key = server.backend?.siteKey ?? "";
  admin = () => new Client().setEndpoint(server.endpoint).setProject(server.projectId).setKey(key);
});

afterAll(() => server.stop());

describe("deleting past meetings' questions", () => {
  it("deletes the questions, room screen and presenter state of a meeting ended over a day ago, of a deleted meeting, and keeps a recent one's", async () => {
    await meeting("old", new Date(NOW.getTime() - QUESTIONS_KEPT_MS - 60_000));
    await meeting("recent", new Date(NOW.getTime() - QUESTIONS_KEPT_MS + 60_000));
    for (const [id, meetingId] of [
      ["q-old", "old"],
      ["q-recent", "recent"],
      ["q-gone", "deleted-meeting"],
    ] as const) {
      await create("club_questions", id, { meeting_id: meetingId, text: "Hi?", status: "waiting" });
    }
    // More than one page of one meeting's questions, so the listing pages past a cursor.
    for (let at = 0; at < 120; at++) {
      await create("club_questions", `q-old-${at}`, {
        meeting_id: "old",
        text: `Question ${at}?`,
        status: "waiting",
      });
    }
    await create("club_room_screens", "old", {
      poll_id: "p1",
      poll_question: "Pizza or tacos?",
      poll_options: ["Pizza", "Tacos"],
      poll_state: "closed",
      poll_allows_several: false,
    });
    await create("club_presenter_states", "old", {
      slide_key: "room-poll",
      slide_index: 0,
      timer_elapsed_ms: 0,
      room_questions: ["Can allies come?"],
      poll_question: "Pizza or tacos?",
      poll_options: ["Pizza", "Tacos"],
      poll_totals: [3, 1],
      poll_state: "closed",
    });

    expect(await deleteQuestionsOfPastMeetings(admin, () => NOW)).toBe(124);

    expect(await ids("club_questions")).toEqual(["q-recent"]);
    expect(await ids("club_room_screens")).toEqual([]);
    expect(await ids("club_presenter_states")).toEqual([]);
    expect(await deleteQuestionsOfPastMeetings(admin, () => NOW)).toBe(0);
  });
});
