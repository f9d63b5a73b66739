import type { MessageId, Translator } from "../../../i18n/translate.ts";
import type { Databases } from "appwrite";
import {
  createMeeting,
  getMeetingWithAgenda,
  listMeetings,
  type MeetingWithAgenda,
} from "../collections/meetings.ts";
import { formatLongDate } from "../club-time/index.ts";
import {
  existingCopy,
  MAX_SERIES_MEETINGS,
  planWeeklySeries,
  weeksLater,
  type MeetingTimes,
  type SeriesDate,
} from "../meeting-series.ts";

// "Duplicate" and "Repeat weekly until" on Manage Meeting: new meetings, each with its own copy
// of the saved agenda (texts and planned minutes), editable one by one. Organiser notes stay with
// the meeting they were written for. A date that already has a copy of the meeting gets none
// (decision 0093), so a duplicate then a series never makes a date twice.

/** What a copy tool reports: the series' dates before it is made, what it made, or why not. */
export type CopyResult =
  | { intent: "plan-repeat"; dates: SeriesDate[]; error: null }
  | { intent: "repeat"; made: string; error: null }
  | { intent: "plan-repeat" | "repeat" | "duplicate"; error: string };

/** What the series tools act with: the SDK as the organiser, and their words for what they say. */
interface CopyTools {
  databases: Databases;
  words: Translator;
}

async function readSaved(databases: Databases, id: string): Promise<MeetingWithAgenda> {
  const found = await getMeetingWithAgenda(databases, id);
  if (found === null) throw new Error(`Meeting ${id} is gone.`);
  return found;
}

/** Creates a copy of `found` at `times`; returns its id. A failed agenda copy is logged. */
async function copyAt(databases: Databases, found: MeetingWithAgenda, times: MeetingTimes) {
  const { id: _id, ...attributes } = found.meeting;
  // A copy of a saved meeting is ready to be seen; one of a draft is a draft too (decision 0134).
  const created = await createMeeting(
    databases,
    { ...attributes, canceled: false, ...times },
    found.agenda,
    { visibility: found.isPublic ? "public" : "draft" },
  );
  if (created.agendaError !== null) console.error("Error copying agenda:", created.agendaError);
  return created.id;
}

/** Where "Duplicate for next week" leads: the copy's id, and whether it was made just now. */
export interface DuplicateOutcome {
  id: string;
  isNew: boolean;
}

/**
 * Copies meeting `id` and its agenda to the same time a week later, unless that week already has
 * a copy of it: then that copy is the answer, and nothing is made.
 */
export async function duplicateMeeting(
  databases: Databases,
  id: string,
  zone: string,
): Promise<DuplicateOutcome> {
  const [found, stored] = await Promise.all([readSaved(databases, id), listMeetings(databases)]);
  const times = weeksLater(found.meeting, 1, zone) ?? found.meeting;
  const copy = existingCopy(found.meeting, times, stored, zone);
  if (copy !== null) return { id: copy.id, isNew: false };
  return { id: await copyAt(databases, found, times), isNew: true };
}

async function planFor(databases: Databases, id: string, until: string, zone: string) {
  const [found, stored] = await Promise.all([readSaved(databases, id), listMeetings(databases)]);
  return { found, plan: planWeeklySeries(found.meeting, until, zone, stored) };
}

/** The dates a weekly series of meeting `id` up to `until` would have, each with its copy if any. */
export async function planRepeat(
  { databases, words }: CopyTools,
  id: string,
  until: string,
  zone: string,
): Promise<CopyResult> {
  const { plan } = await planFor(databases, id, until, zone);
  if ("problem" in plan) return { intent: "plan-repeat", error: problemWords(words, plan.problem) };
  return { intent: "plan-repeat", dates: plan.dates, error: null };
}

/**
 * Copies meeting `id` and its agenda every week up to the date `until` (club time), at most a
 * school year of them, skipping the dates that have a copy already; returns what it did, in words.
 */
export async function repeatWeekly(
  { databases, words }: CopyTools,
  id: string,
  until: string,
  zone: string,
): Promise<CopyResult> {
  const { found, plan } = await planFor(databases, id, until, zone);
  if ("problem" in plan) return { intent: "repeat", error: problemWords(words, plan.problem) };
  const toMake = plan.dates.filter((date) => date.copy === null);
  for (const { times } of toMake) await copyAt(databases, found, times);
  const skipped = plan.dates.filter((date) => date.copy !== null);
  const count = toMake.length;
  const dateOf = (iso: string) => formatLongDate(iso, zone, words.intlTag);
  const last = dateOf(plan.dates.at(-1)?.times.start ?? found.meeting.start);
  const made =
    count === 0
      ? words.t("admin.copies.nothingMade", { last })
      : words.t("admin.copies.made", { count, last });
  const skippedWords =
    skipped.length === 0 || count === 0
      ? ""
      : ` ${words.t("admin.copies.skipped", {
          dates: skipped.map((date) => dateOf(date.times.start)).join(", "),
          count: skipped.length,
        })}`;
  return { intent: "repeat", made: made + skippedWords, error: null };
}

/** Why a series cannot be made, in the organiser's words. */
function problemWords(words: Translator, problem: MessageId): string {
  return words.t(problem, { weeks: MAX_SERIES_MEETINGS });
}
