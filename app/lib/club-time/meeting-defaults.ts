import { fromWallClock, toWallClock } from "./wall-clock.ts";

/** The start and end of a meeting as ISO instants. */
export interface MeetingTimes {
  start: string;
  end: string;
}

const DEFAULT_START = { hour: 14, minute: 30 };
const DEFAULT_END = { hour: 15, minute: 30 };

/**
 * The times a new meeting starts with, so an organiser usually changes only the date: today as the calendar reads in the
 * club's `zone` at `now`, from 14:30 to 15:30 on the club's wall clock.
 */
export function defaultMeetingTimes(now: Date, zone: string): MeetingTimes {
  const { year, month, day } = toWallClock(now, zone);
  const at = (clock: { hour: number; minute: number }) =>
    fromWallClock({ year, month, day, ...clock, second: 0 }, zone).toISOString();
  return { start: at(DEFAULT_START), end: at(DEFAULT_END) };
}
