import { AppwriteException, Databases, Query, type Client, type Models } from "node-appwrite";
import {
  DATABASE_ID,
  MEETINGS,
  PRESENTER_STATES,
  QUESTIONS,
  ROOM_SCREENS,
} from "../../app/lib/collections/ids.ts";

// Questions are words someone in the room wrote: they are deleted a day after their meeting
// ends (or at once, if the meeting is gone), with the room's screen and the presenter's state,
// which holds the questions the projector showed and the poll's totals (decision 0132): what the
// room saw is for the room, during the meeting. The site's server does it with its key, on the
// embedded backend and on a real Appwrite alike (decision 0145).

/** How long questions are kept after their meeting's end. */
export const QUESTIONS_KEPT_MS = 24 * 3_600_000;
const PAGE = 100;

/**
 * Deletes the questions, the room screen and the presenter state of every meeting that ended
 * more than QUESTIONS_KEPT_MS ago or no longer exists; returns how many documents went.
 */
export async function deleteQuestionsOfPastMeetings(
  admin: () => Client,
  now: () => Date,
): Promise<number> {
  const databases = new Databases(admin());
  const past = new Map<string, boolean>();
  const isPast = async (meetingId: string): Promise<boolean> => {
    const known = past.get(meetingId);
    if (known !== undefined) return known;
    const found = await isPastMeeting(databases, meetingId, now());
    past.set(meetingId, found);
    return found;
  };
  const gone: [collectionId: string, documentId: string][] = [];
  for (const question of await listAll(databases, QUESTIONS)) {
    if (await isPast(String(question.meeting_id))) gone.push([QUESTIONS, question.$id]);
  }
  // The screen and the presenter state of a meeting share its id.
  for (const collectionId of [ROOM_SCREENS, PRESENTER_STATES]) {
    for (const state of await listAll(databases, collectionId)) {
      if (await isPast(state.$id)) gone.push([collectionId, state.$id]);
    }
  }
  // Listed whole first, then deleted: a page's cursor must not be a deleted document.
  for (const [collectionId, documentId] of gone) {
    await databases.deleteDocument({ databaseId: DATABASE_ID, collectionId, documentId });
  }
  return gone.length;
}

async function isPastMeeting(databases: Databases, meetingId: string, now: Date): Promise<boolean> {
  try {
    const meeting = await databases.getDocument({
      databaseId: DATABASE_ID,
      collectionId: MEETINGS,
      documentId: meetingId,
    });
    const end = typeof meeting.end === "string" ? Date.parse(meeting.end) : NaN;
    return !(end + QUESTIONS_KEPT_MS > now.getTime());
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) return true;
    throw error;
  }
}

async function listAll(
  databases: Databases,
  collectionId: string,
): Promise<Models.DefaultDocument[]> {
  const found: Models.DefaultDocument[] = [];
  for (;;) {
    const last = found.at(-1);
    const queries = [Query.limit(PAGE), ...(last ? [Query.cursorAfter(last.$id)] : [])];
    const page = await databases.listDocuments<Models.DefaultDocument>({
      databaseId: DATABASE_ID,
      collectionId,
      queries,
    });
    found.push(...page.documents);
    if (page.documents.length < PAGE) return found;
  }
}

const EVERY_MS = 3_600_000;

/**
 * Deletes past meetings' questions now (at start) and then every hour, until the returned stop
 * is called. A failed round is logged; the next one tries again.
 */
export function startQuestionDeletion(admin: () => Client, now: () => Date): () => void {
  const round = () => {
    deleteQuestionsOfPastMeetings(admin, now).catch((error: unknown) =>
      console.error("room: could not delete past meetings' questions", error),
    );
  };
  round();
  const timer = setInterval(round, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
