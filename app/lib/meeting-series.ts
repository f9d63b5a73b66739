import { fromZonedInputs, toZonedInputs } from "./club-time/index.ts";

// Copies of a meeting a week apart, on the club's wall clock: a 3:30 pm meeting stays at 3:30 pm
// across a daylight-saving change.

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
): { times: MeetingTimes[] } | { problem: string } {
  const first = toZonedInputs(meeting.start, zone);
  if (first === null || !/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(until))) {
    return { problem: "Choose the date of the last meeting of the series." };
  }
  const weeks = Math.floor((Date.parse(until) - Date.parse(first.date)) / (7 * DAY_MS));
  if (weeks < 1) return { problem: "Choose a date at least a week after this meeting." };
  if (weeks > MAX_SERIES_MEETINGS) {
    return {
      problem: `A series makes at most a school year of meetings (${MAX_SERIES_MEETINGS} weeks) at once. Choose an earlier date, and repeat again later.`,
    };
  }
  const times: MeetingTimes[] = [];
  for (let week = 1; week <= weeks; week++) {
    const later = weeksLater(meeting, week, zone);
    if (later === null) return { problem: "This meeting's times could not be repeated." };
    times.push(later);
  }
  return { times };
}
