import { QUESTION_LENGTH } from "../../app/lib/collections/questions.ts";
import type { RoomOutcome, RoomRefusal } from "../../app/lib/room/room-desk.ts";
import type { AbuseCounter, AbuseLimit } from "../abuse-counter.ts";

// The room's rules (decisions 0098-0100, 0141, 0145), held by the site's server, the only
// trusted client of Appwrite: a phone's question, vote or "I'm here" is checked here and written
// with the site's key, so the rules are the same on the embedded backend and on a real Appwrite,
// where appwrite.json lets no guest create in the room's collections.
//
// Order matters: every check that reads the meeting or the poll runs first, then the write takes
// its place under the address's limit, then it is made, and a write that was not made gives its
// place back. A refused write, or a ballot counted already, costs the address nothing, so a
// school's phones behind one address are not locked out by one student's junk.

/** What the rules read, with the site's key: a meeting and a poll, or null when there is none. */
export interface RoomReader {
  meeting(id: string): Promise<{ end: string; canceled: boolean; isPublic: boolean } | null>;
  poll(id: string): Promise<{
    meetingId: string;
    status: string;
    optionCount: number;
    allowsSeveral: boolean;
  } | null>;
}

/** "exists" when a document of that id is there already: the ballot was counted. */
export type BallotWrite = "created" | "exists";

/** What the rules write, with the site's key and no permissions; nothing of the sender. */
export interface RoomWriter {
  question(meetingId: string, text: string, status: "waiting" | "held"): Promise<void>;
  /** A vote under the phone's ballot id for this poll: the same ballot again is "exists". */
  vote(ballot: string, pollId: string, choices: readonly number[]): Promise<BallotWrite>;
  /** "I'm here" under the phone's ballot id for this meeting. */
  checkIn(ballot: string, meetingId: string): Promise<BallotWrite>;
}

export interface RoomRulesDeps {
  reader: RoomReader;
  writer: RoomWriter;
  counter: AbuseCounter;
  now: () => Date;
  /** Whether a question waits for the organisers' eyes (the question filter). */
  isHeldBack: (text: string) => Promise<boolean>;
}

const MINUTE = 60_000;
// A school's phones usually share one public address, so the limits per address are a few
// classrooms' worth (40 phones, each asking a handful of questions and voting in a few polls).
// What stops stuffing is what a ballot is worth: one vote per poll and one check-in per meeting
// from each phone (the Ask page's ballot ids), not locking out the address (issue 33 item 3).
export const QUESTION_LIMIT: AbuseLimit = { kind: "question", limit: 200, windowMs: 10 * MINUTE };
export const VOTE_LIMIT: AbuseLimit = { kind: "vote", limit: 400, windowMs: 10 * MINUTE };
export const CHECKIN_LIMIT: AbuseLimit = { kind: "checkin", limit: 200, windowMs: 10 * MINUTE };
/** The room takes questions, votes and check-ins until an hour after the meeting's end. */
export const TAKEN_AFTER_END_MS = 60 * MINUTE;

/** A phone's question for meeting `meetingId`: queued, or held back by the filter. */
export async function askQuestion(
  deps: RoomRulesDeps,
  sender: string,
  meetingId: string,
  rawText: string,
): Promise<RoomOutcome> {
  const text = rawText.trim();
  if (text === "" || [...text].length > QUESTION_LENGTH) return refused("question_invalid");
  const meeting = await meetingOpen(deps, meetingId);
  if (meeting !== null) return refused(meeting);
  // The sender never chooses the status: a filtered question waits for the organisers' eyes.
  const status = (await deps.isHeldBack(text)) ? "held" : "waiting";
  return limited(deps, QUESTION_LIMIT, sender, async () => {
    await deps.writer.question(meetingId, text, status);
    return "created";
  });
}

/** A phone's vote in poll `pollId`, under its ballot id for that poll. */
export async function castVote(
  deps: RoomRulesDeps,
  sender: string,
  pollId: string,
  ballot: string,
  choices: readonly number[],
): Promise<RoomOutcome> {
  const poll = await deps.reader.poll(pollId);
  if (!poll) return refused("no_poll");
  const meeting = await meetingOpen(deps, poll.meetingId);
  if (meeting !== null) return refused(meeting);
  if (poll.status === "closed") return refused("poll_closed");
  if (poll.status !== "open") return refused("poll_not_open");
  if (choices.length === 0) return refused("no_choice");
  const valid = (choice: number) =>
    Number.isInteger(choice) && choice >= 0 && choice < poll.optionCount;
  if (new Set(choices).size !== choices.length || !choices.every(valid)) {
    return refused("choice_invalid");
  }
  if (choices.length > 1 && !poll.allowsSeveral) return refused("one_choice_only");
  return limited(deps, VOTE_LIMIT, sender, () => deps.writer.vote(ballot, pollId, choices));
}

/** A phone's "I'm here" at meeting `meetingId`, under its ballot id for that meeting. */
export async function checkIn(
  deps: RoomRulesDeps,
  sender: string,
  meetingId: string,
  ballot: string,
): Promise<RoomOutcome> {
  const meeting = await meetingOpen(deps, meetingId);
  if (meeting !== null) return refused(meeting);
  return limited(deps, CHECKIN_LIMIT, sender, () => deps.writer.checkIn(ballot, meetingId));
}

/**
 * Null when meeting `meetingId` takes the room's writes: it exists, is not canceled, and did not
 * end more than TAKEN_AFTER_END_MS ago. Else why not.
 */
async function meetingOpen(
  deps: RoomRulesDeps,
  meetingId: string,
): Promise<"no_meeting" | "meeting_over" | null> {
  const meeting = await deps.reader.meeting(meetingId);
  // A meeting visitors cannot see yet (not saved, decision 0134) takes nothing either.
  if (!meeting?.isPublic) return "no_meeting";
  const end = Date.parse(meeting.end);
  if (meeting.canceled || !(end + TAKEN_AFTER_END_MS >= deps.now().getTime())) {
    return "meeting_over";
  }
  return null;
}

/** Makes `write` within `sender`'s `limit`: its place is given back unless it was made. */
async function limited(
  deps: RoomRulesDeps,
  limit: AbuseLimit,
  sender: string,
  write: () => Promise<BallotWrite>,
): Promise<RoomOutcome> {
  const giveBack = deps.counter.take(limit, sender);
  if (!giveBack) return refused("too_many");
  let made = false;
  try {
    made = (await write()) === "created";
    return made ? { ok: true } : refused("already_counted");
  } finally {
    if (!made) giveBack();
  }
}

function refused(refusal: RoomRefusal): RoomOutcome {
  return { ok: false, refusal };
}
