import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  openStoreWithUsers,
  removeTempStore,
  type TempStore,
} from "../../../tests/support/sqlite-store.ts";
import type { DocumentChange } from "../document-change.ts";
import { deleteQuestionsOfPastMeetings, QUESTIONS_KEPT_MS } from "./question-deletion.ts";

// On real SQLite: a day after a meeting ends, its questions and its room screen go; a meeting
// still within that day keeps them.

const NOW = new Date("2026-11-26T12:00:00Z");
const database = "offbranch";
let temp: TempStore;

async function meeting(id: string, end: Date): Promise<void> {
  await temp.store.documents.createDocument(
    { databaseId: database, collectionId: "club_meetings" },
    {
      id,
      createdAt: NOW.toISOString(),
      permissions: [],
      data: {
        title: id,
        start: new Date(end.getTime() - 3_600_000).toISOString(),
        end: end.toISOString(),
        location: null,
        canceled: false,
        location_on_request: false,
        accessibility_notes: null,
      },
    },
  );
}

async function question(id: string, meetingId: string): Promise<void> {
  await temp.store.documents.createDocument(
    { databaseId: database, collectionId: "club_questions" },
    {
      id,
      createdAt: NOW.toISOString(),
      permissions: [],
      data: { meeting_id: meetingId, text: "Hi?", status: "waiting" },
    },
  );
}

async function ids(collectionId: string): Promise<string[]> {
  const page = await temp.store.documents.listDocuments(
    { databaseId: database, collectionId },
    {
      filters: [],
      orders: [],
      limit: 100,
      offset: 0,
      cursor: null,
      readableBy: null,
      countTotal: false,
    },
  );
  return page.documents.map((document) => document.id).sort();
}

beforeEach(async () => {
  temp = await openStoreWithUsers("room-deletion-", NOW);
});

afterEach(() => removeTempStore(temp));

describe("deleting past meetings' questions", () => {
  it("deletes the questions, room screen and presenter state of a meeting ended over a day ago, of a deleted meeting, and keeps a recent one's", async () => {
    await meeting("old", new Date(NOW.getTime() - QUESTIONS_KEPT_MS - 60_000));
    await meeting("recent", new Date(NOW.getTime() - QUESTIONS_KEPT_MS + 60_000));
    await question("q-old", "old");
    await question("q-recent", "recent");
    await question("q-gone", "deleted-meeting");
    await temp.store.documents.createDocument(
      { databaseId: database, collectionId: "club_room_screens" },
      {
        id: "old",
        createdAt: NOW.toISOString(),
        permissions: [],
        data: {
          poll_id: "p1",
          poll_question: "Pizza or tacos?",
          poll_options: ["Pizza", "Tacos"],
          poll_state: "closed",
          poll_allows_several: false,
        },
      },
    );
    await temp.store.documents.createDocument(
      { databaseId: database, collectionId: "club_presenter_states" },
      {
        id: "old",
        createdAt: NOW.toISOString(),
        permissions: [],
        data: {
          slide_key: "room-poll",
          slide_index: 0,
          timer_elapsed_ms: 0,
          room_questions: ["Can allies come?"],
          poll_question: "Pizza or tacos?",
          poll_options: ["Pizza", "Tacos"],
          poll_totals: [3, 1],
          poll_state: "closed",
        },
      },
    );
    const told: DocumentChange[] = [];

    const deleted = await deleteQuestionsOfPastMeetings({
      documents: temp.store.documents,
      databaseId: database,
      now: () => NOW,
      onChange: (change) => told.push(change),
    });

    expect(deleted).toBe(4);
    expect(await ids("club_questions")).toEqual(["q-recent"]);
    expect(await ids("club_room_screens")).toEqual([]);
    expect(await ids("club_presenter_states")).toEqual([]);
    expect(told.map(({ action, ref }) => `${action} ${ref.documentId}`).sort()).toEqual([
      "delete old",
      "delete old",
      "delete q-gone",
      "delete q-old",
    ]);
  });
});
