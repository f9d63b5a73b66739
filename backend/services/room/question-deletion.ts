import type { CollectionRef, DocumentStore, StoredDocument } from "../../storage/document-store.ts";
import type { DocumentChange } from "../document-change.ts";
import { ROOM_COLLECTIONS } from "./guest-creates.ts";

// Questions are words someone in the room wrote: they are deleted a day after their meeting
// ends (or at once, if the meeting is gone), with the room's screen and the presenter's state,
// which holds the questions the projector showed and the poll's totals (decision 0132): what the
// room saw is for the room, during the meeting.

/** How long questions are kept after their meeting's end. */
export const QUESTIONS_KEPT_MS = 24 * 3_600_000;
const PAGE = 500;

export interface QuestionDeletionDeps {
  documents: DocumentStore;
  databaseId: string;
  now: () => Date;
  /** Told of each deletion, as the documents service tells of its writes. */
  onChange?: (change: DocumentChange) => void;
}

/**
 * Deletes the questions, the room screen and the presenter state of every meeting that ended
 * more than QUESTIONS_KEPT_MS ago or no longer exists; returns how many documents went.
 */
export async function deleteQuestionsOfPastMeetings(deps: QuestionDeletionDeps): Promise<number> {
  const questions = ref(deps, ROOM_COLLECTIONS.questions);
  const screens = ref(deps, ROOM_COLLECTIONS.screens);
  const past = new Map<string, boolean>();
  let deleted = 0;
  for (const question of await listAll(deps.documents, questions)) {
    const meetingId = String(question.data.meeting_id);
    const isPast = past.get(meetingId) ?? (await isPastMeeting(deps, meetingId));
    past.set(meetingId, isPast);
    if (isPast) deleted += await remove(deps, questions, question);
  }
  // The screen and the presenter state of a meeting share its id.
  for (const collection of [screens, ref(deps, ROOM_COLLECTIONS.presenterStates)]) {
    for (const state of await listAll(deps.documents, collection)) {
      const isPast = past.get(state.id) ?? (await isPastMeeting(deps, state.id));
      past.set(state.id, isPast);
      if (isPast) deleted += await remove(deps, collection, state);
    }
  }
  return deleted;
}

async function isPastMeeting(deps: QuestionDeletionDeps, meetingId: string): Promise<boolean> {
  const meeting = await deps.documents.getDocument(ref(deps, ROOM_COLLECTIONS.meetings), meetingId);
  const end = typeof meeting?.data.end === "string" ? Date.parse(meeting.data.end) : NaN;
  return !(end + QUESTIONS_KEPT_MS > deps.now().getTime());
}

async function remove(
  deps: QuestionDeletionDeps,
  collection: CollectionRef,
  document: StoredDocument,
): Promise<number> {
  await deps.documents.deleteDocument(collection, document.id);
  deps.onChange?.({ action: "delete", ref: { ...collection, documentId: document.id }, document });
  return 1;
}

async function listAll(documents: DocumentStore, collection: CollectionRef) {
  const found: StoredDocument[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await documents.listDocuments(collection, {
      filters: [],
      orders: [],
      limit: PAGE,
      offset,
      cursor: null,
      readableBy: null,
      countTotal: false,
    });
    found.push(...page.documents);
    if (page.documents.length < PAGE) return found;
  }
}

function ref(deps: QuestionDeletionDeps, collectionId: string): CollectionRef {
  return { databaseId: deps.databaseId, collectionId };
}

const EVERY_MS = 3_600_000;

/**
 * Deletes past meetings' questions now (at start) and then every hour, until the returned stop
 * is called. A failed round is logged; the next one tries again.
 */
export function startQuestionDeletion(deps: QuestionDeletionDeps): () => void {
  const round = () => {
    deleteQuestionsOfPastMeetings(deps).catch((error: unknown) =>
      console.error("room: could not delete past meetings' questions", error),
    );
  };
  round();
  const timer = setInterval(round, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
