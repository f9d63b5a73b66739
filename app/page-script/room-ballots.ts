// One vote per poll and one "I'm here" per meeting from this phone, without knowing the phone
// (decision 0100, issue 31 item 4): each is sent under an id drawn at random the first time, and
// the same id again is refused by the room as already counted (its document exists). The ids are kept
// in sessionStorage, so a reload sends the same ones, and only for this meeting on this day:
// the tab's storage goes when the tab is closed, and ids of another meeting or day are dropped.
// They name nothing beyond that: a random id per poll, unknown to anyone else. A private window
// or another browser gets new ids, which the Ask page says.

const KEY = "room-ballots";

interface Ballots {
  meetingId: string;
  day: string;
  ids: Record<string, string>;
}

// Where sessionStorage is refused (some private modes), this page's memory keeps them instead.
let inMemory: Ballots | null = null;

/** The id this phone sends `what` (a poll's id, or "checkin") under, for `meetingId` today. */
export function ballotFor(meetingId: string, what: string): string {
  const day = new Date().toDateString();
  const stored = read();
  const ballots =
    stored && stored.meetingId === meetingId && stored.day === day
      ? stored
      : { meetingId, day, ids: {} };
  const id = ballots.ids[what] ?? randomId();
  ballots.ids[what] = id;
  write(ballots);
  return id;
}

/**
 * 32 random hex digits: an Appwrite custom id. crypto.getRandomValues works on a plain http
 * address too (a school's own server), where crypto.randomUUID is refused.
 */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function read(): Ballots | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? parse(text) : inMemory;
  } catch {
    return inMemory;
  }
}

function parse(text: string): Ballots | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { meetingId, day, ids } = value as Partial<Ballots>;
    if (typeof meetingId !== "string" || typeof day !== "string") return null;
    if (typeof ids !== "object" || ids === null) return null;
    const kept = Object.entries(ids).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    return { meetingId, day, ids: Object.fromEntries(kept) };
  } catch {
    return null;
  }
}

function write(ballots: Ballots): void {
  inMemory = ballots;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ballots));
  } catch {
    // Kept in memory only: a reload may count again, as before.
  }
}
