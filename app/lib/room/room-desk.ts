// What a phone in the room may send (issue 29 item 1, decision 0145): a question, a vote or
// "I'm here" goes to the site's own address, never to Appwrite; the site's server checks it
// against the room's rules and writes it with its API key (server/room/). The phone learns only
// whether it was taken, or why not, as one of these codes, which the Ask page says in the
// visitor's language (app/lib/ask-words.ts). Nothing of the document reaches it.

/** Why the room refused a write. */
export type RoomRefusal =
  /** Blank, or longer than a question may be. */
  | "question_invalid"
  | "no_meeting"
  /** Ended (questions: an hour after its end) or canceled. */
  | "meeting_over"
  | "no_poll"
  | "poll_not_open"
  | "poll_closed"
  | "no_choice"
  /** An option the poll does not have, or one given twice. */
  | "choice_invalid"
  | "one_choice_only"
  /** This phone's ballot for it was counted already. */
  | "already_counted"
  | "too_many"
  /** Not a form the Ask page sends (a missing field, a malformed ballot). */
  | "form_invalid"
  /** The site cannot write to Appwrite just now (no key, or Appwrite unreachable). */
  | "unavailable";

export type RoomOutcome = { ok: true } | { ok: false; refusal: RoomRefusal };

/** The room's writes for one sender (a request's network address, counted by a keyed hash). */
export interface RoomDesk {
  ask(meetingId: string, text: string): Promise<RoomOutcome>;
  vote(pollId: string, ballot: string, choices: readonly number[]): Promise<RoomOutcome>;
  checkIn(meetingId: string, ballot: string): Promise<RoomOutcome>;
}

/** The HTTP status a refusal is answered with: the client's mistake is a 4xx, never a 5xx. */
export const REFUSAL_STATUS: Record<RoomRefusal, number> = {
  question_invalid: 400,
  no_meeting: 404,
  meeting_over: 409,
  no_poll: 404,
  poll_not_open: 409,
  poll_closed: 409,
  no_choice: 400,
  choice_invalid: 400,
  one_choice_only: 400,
  already_counted: 409,
  too_many: 429,
  form_invalid: 400,
  unavailable: 503,
};

/** Where the Ask page at `askPath` sends its forms: beside it, so the language stays. */
export function roomFormPath(askPath: string): string {
  return `${askPath.replace(/\/+$/, "")}/send`;
}

/** Whether `pathname` is an Ask page's form address (the site takes a POST there). */
export function isRoomFormPath(pathname: string): boolean {
  return /^(?:\/[a-z]{2})?\/ask\/[^/]+\/send$/.test(pathname);
}
