import type { MessageId } from "../../i18n/translate.ts";
import { fromZonedInputs, toZonedInputs } from "./club-time/index.ts";

// Copies of a meeting a week apart, on the club's wall clock: a 3:30 pm meeting stays at 3:30 pm
// across a daylight-saving change. A date that already has a copy of the meeting gets no second
// one (decision 0093 says what counts as a copy).

/** A school year of weekly meetings, the most one series may create at once. */
export const MAX_SERIES_MEETINGS = 44;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MeetingTimes {
  start: string;
  end: string;
}

/** The "YYYY-MM-DD" date `days` days after `date` (calendar arithmetic, no time zone). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same meeting `weeks` weeks later on the club's wall clock, or null for impossible times. */
export function weeksLater(
  meeting: MeetingTimes,
  weeks: number,
  zone: string,
): MeetingTimes | null {
  const start = toZonedInputs(meeting.start, zone);
  const end = toZonedInputs(meeting.end, zone);
  if (start === null || end === null) return null;
  const laterStart = fromZonedInputs(addDays(start.date, weeks * 7), start.time, zone);
  const laterEnd = fromZonedInputs(addDays(end.date, weeks * 7), end.time, zone);
  return laterStart === null || laterEnd === null ? null : { start: laterStart, end: laterEnd };
}

/**
 * The times of a weekly series after `meeting`, up to and including the date `until` ("YYYY-MM-DD",
 * club time), or why there is none to make, in words for people.
 */
export function weeklySeries(
  meeting: MeetingTimes,
  until: string,
  zone: string,
): { times: MeetingTimes[] } | { problem: MessageId } {
  const first = toZonedInputs(meeting.start, zone);
  if (first === null || !/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(until))) {
    return { problem: "admin.series.chooseDate" };
  }
  const weeks = Math.floor((Date.parse(until) - Date.parse(first.date)) / (7 * DAY_MS));
  if (weeks < 1) return { problem: "admin.series.tooSoon" };
  if (weeks > MAX_SERIES_MEETINGS) {
    // The message names the limit: MAX_SERIES_MEETINGS, given as {weeks}.
    return { problem: "admin.series.tooLong" };
  }
  const times: MeetingTimes[] = [];
  for (let week = 1; week <= weeks; week++) {
    const later = weeksLater(meeting, week, zone);
    if (later === null) return { problem: "admin.series.cannotRepeat" };
    times.push(later);
  }
  return { times };
}

/** A meeting already stored, as far as recognising a copy needs it. */
export interface StoredMeeting {
  id: string;
  title: string;
  start: string;
}

/** One date of a series: its times, and the copy already there (then nothing is made for it). */
export interface SeriesDate {
  times: MeetingTimes;
  copy: StoredMeeting | null;
}

function sameTitle(one: string, other: string): boolean {
  return one.trim().toLowerCase() === other.trim().toLowerCase();
}

/**
 * The meeting among `stored` that is already a copy of `meeting` at `times`: another meeting that
 * starts at that very time, or one with the same title (case and outer spaces aside) on that day
 * of the club's calendar, such as a "Duplicate for next week" moved to another hour. Null when
 * there is none.
 */
export function existingCopy(
  meeting: Pick<StoredMeeting, "id" | "title">,
  times: MeetingTimes,
  stored: readonly StoredMeeting[],
  zone: string,
): StoredMeeting | null {
  const day = toZonedInputs(times.start, zone)?.date;
  const others = stored.filter((other) => other.id !== meeting.id);
  return (
    others.find((other) => Date.parse(other.start) === Date.parse(times.start)) ??
    others.find(
      (other) =>
        sameTitle(other.title, meeting.title) && toZonedInputs(other.start, zone)?.date === day,
    ) ??
    null
  );
}

/**
 * The dates of a weekly series of `meeting` up to `until` (as weeklySeries), each with the copy
 * already stored for it, if any, or why there is none to make.
 */
export function planWeeklySeries(
  meeting: StoredMeeting & MeetingTimes,
  until: string,
  zone: string,
  stored: readonly StoredMeeting[],
): { dates: SeriesDate[] } | { problem: MessageId } {
  const series = weeklySeries(meeting, until, zone);
  if ("problem" in series) return series;
  return {
    dates: series.times.map((times) => ({
      times,
      copy: existingCopy(meeting, times, stored, zone),
    })),
  };
}
