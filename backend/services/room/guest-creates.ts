import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { AttributeValue } from "../../schema/attribute-value.ts";
import type { DocumentStore } from "../../storage/document-store.ts";
import type { DocumentRef } from "../document-change.ts";
import type { AbuseCounter, AbuseLimit } from "./abuse-counter.ts";
import { isHeldBack } from "./question-filter.ts";

// What the embedded backend holds in the room beyond Appwrite's model (decisions 0099, 0100):
// guests create questions, votes and check-ins, and these rules decide what is stored. A
// question is checked, filtered and queued; a vote must name an open poll and options it has;
// a check-in a meeting that exists. Nothing of the sender is kept: the abuse limits count a keyed
// hash of its network address in memory (abuse-counter.ts), and the stored permissions are none
// (organisers read these collections through their collection permissions).

export const ROOM_COLLECTIONS = {
  meetings: "club_meetings",
  questions: "club_questions",
  polls: "club_polls",
  votes: "club_poll_votes",
  checkins: "club_checkins",
  screens: "club_room_screens",
  presenterStates: "club_presenter_states",
} as const;

const MINUTE = 60_000;
// A school's phones usually share one public address, so the limits per address are a few
// classrooms' worth (40 phones, each asking a handful of questions and voting in a few polls),
// and they are spent only by a write that passed every other check: twenty junk questions
// cost nothing and lock nobody out. What stops stuffing is what a ballot is worth: one vote
// per poll and one check-in per meeting from each phone (the Ask page's ballot ids, decision
// 0100), not locking out the address (issue 33 item 3).
export const QUESTION_LIMIT: AbuseLimit = { kind: "question", limit: 200, windowMs: 10 * MINUTE };
export const VOTE_LIMIT: AbuseLimit = { kind: "vote", limit: 400, windowMs: 10 * MINUTE };
export const CHECKIN_LIMIT: AbuseLimit = { kind: "checkin", limit: 200, windowMs: 10 * MINUTE };
/** Questions, votes and check-ins are taken until an hour after the meeting's end. */
const TAKEN_AFTER_END_MS = 60 * MINUTE;

export interface RoomRulesDeps {
  documents: DocumentStore;
  counter: AbuseCounter;
  now: () => Date;
}

type Data = Readonly<Record<string, AttributeValue>>;

/** What a guest's create in the room stores: its checked data, with no permissions. */
export interface RoomCreate {
  data: Data;
  permissions: readonly string[];
}

/**
 * The room's rules for a create of `data` (already checked against appwrite.json) in `ref` from
 * limit group `sender` (and an organiser's new poll); null when `ref` is not one of the room's.
 */
export async function checkRoomCreate(
  deps: RoomRulesDeps,
  ref: DocumentRef,
  data: Data,
  sender: string,
): Promise<RoomCreate | null> {
  switch (ref.collectionId) {
    case ROOM_COLLECTIONS.questions:
      return { data: await checkQuestion(deps, ref, data, sender), permissions: [] };
    case ROOM_COLLECTIONS.votes:
      return { data: await checkVote(deps, ref, data, sender), permissions: [] };
    case ROOM_COLLECTIONS.polls:
      return { data: checkPoll(data), permissions: [] };
    case ROOM_COLLECTIONS.checkins:
      await requireMeeting(deps, ref, data.meeting_id);
      limit(deps, CHECKIN_LIMIT, sender);
      return { data, permissions: [] };
    default:
      return null;
  }
}

/** The most options a poll may offer (and the least: two). */
const MOST_POLL_OPTIONS = 6;

function checkPoll(data: Data): Data {
  const options = Array.isArray(data.options) ? data.options : [];
  if (options.length < 2 || options.length > MOST_POLL_OPTIONS) {
    throw new AppwriteError("general_argument_invalid", "A poll has 2 to 6 options.");
  }
  return data;
}

async function checkQuestion(
  deps: RoomRulesDeps,
  ref: DocumentRef,
  data: Data,
  sender: string,
): Promise<Data> {
  const text = typeof data.text === "string" ? data.text.trim() : "";
  if (text === "") {
    throw new AppwriteError(
      "document_invalid_structure",
      'Invalid document structure: Attribute "text" is empty. Write a question first.',
    );
  }
  await requireMeeting(deps, ref, data.meeting_id);
  // The sender never chooses the status: a filtered question waits for the organisers' eyes.
  const status = (await isHeldBack(text)) ? "held" : "waiting";
  limit(deps, QUESTION_LIMIT, sender);
  return { ...data, text, status };
}

async function checkVote(
  deps: RoomRulesDeps,
  ref: DocumentRef,
  data: Data,
  sender: string,
): Promise<Data> {
  const pollId = typeof data.poll_id === "string" ? data.poll_id : "";
  const poll = await deps.documents.getDocument(
    { databaseId: ref.databaseId, collectionId: ROOM_COLLECTIONS.polls },
    pollId,
  );
  if (!poll) throw invalidVote(`There is no poll '${pollId}'.`);
  if (poll.data.status !== "open") {
    throw invalidVote(
      poll.data.status === "closed" ? "This poll is closed." : "This poll is not open yet.",
    );
  }
  const options = Array.isArray(poll.data.options) ? poll.data.options.length : 0;
  const choices = Array.isArray(data.choices) ? data.choices : [];
  if (choices.length === 0) throw invalidVote("A vote needs a choice.");
  if (new Set(choices).size !== choices.length) throw invalidVote("A choice is given twice.");
  const missing = choices.find((choice) => typeof choice !== "number" || choice >= options);
  if (missing !== undefined) throw invalidVote(`This poll has no option ${String(missing)}.`);
  if (choices.length > 1 && poll.data.allows_several !== true) {
    throw invalidVote("This poll takes one choice.");
  }
  await requireMeeting(deps, ref, poll.data.meeting_id);
  limit(deps, VOTE_LIMIT, sender);
  return data;
}

/**
 * The meeting `meetingId` names, which must exist, not be canceled, and not have ended more
 * than TAKEN_AFTER_END_MS ago: an ended or canceled meeting takes nothing from the room.
 */
async function requireMeeting(
  deps: RoomRulesDeps,
  ref: DocumentRef,
  meetingId: AttributeValue | undefined,
): Promise<void> {
  const id = typeof meetingId === "string" ? meetingId : "";
  const meeting = await deps.documents.getDocument(
    { databaseId: ref.databaseId, collectionId: ROOM_COLLECTIONS.meetings },
    id,
  );
  if (!meeting) {
    throw new AppwriteError("general_argument_invalid", `There is no meeting '${id}'.`);
  }
  if (meeting.data.canceled === true) {
    throw new AppwriteError("general_argument_invalid", "This meeting was canceled.");
  }
  const end = typeof meeting.data.end === "string" ? Date.parse(meeting.data.end) : NaN;
  if (!(end + TAKEN_AFTER_END_MS >= deps.now().getTime())) {
    throw new AppwriteError("general_argument_invalid", "This meeting has ended.");
  }
}

function limit(deps: RoomRulesDeps, rule: AbuseLimit, sender: string): void {
  if (!deps.counter.allow(rule, sender)) {
    throw new AppwriteError(
      "general_rate_limit_exceeded",
      "Too many from this network just now. Please wait a few minutes.",
    );
  }
}

function invalidVote(message: string): AppwriteError {
  return new AppwriteError("general_argument_invalid", message);
}
