import { parseInstant } from "./instant.ts";
import { fromWallClock, toWallClock } from "./wall-clock.ts";

/** The values of a native `<input type="date">` ("YYYY-MM-DD") and `<input type="time">` ("HH:MM"). */
export interface ZonedInputs {
  date: string;
  time: string;
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_INPUT = /^(\d{2}):(\d{2})$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  // Day 0 of the next month is the last day of this one.
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function parseDateInput(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_INPUT.exec(date);
  if (match === null) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

function parseTimeInput(time: string): { hour: number; minute: number } | null {
  const match = TIME_INPUT.exec(time);
  if (match === null) {
    return null;
  }
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour > 23 || minute > 59 ? null : { hour, minute };
}

/**
 * The date and time inputs showing `iso` on the club's wall clock in `zone`; seconds are dropped.
 * Returns null when `iso` is not a date.
 */
export function toZonedInputs(iso: string, zone: string): ZonedInputs | null {
  const instant = parseInstant(iso);
  if (instant === null) {
    return null;
  }
  const wall = toWallClock(instant, zone);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month, 2)}-${pad(wall.day, 2)}`,
    time: `${pad(wall.hour, 2)}:${pad(wall.minute, 2)}`,
  };
}

/**
 * The instant (as `Date.toISOString()`) at which the club's wall clock in `zone` shows `date` and
 * `time`. A time repeated when clocks fall back takes the earlier instant; a time skipped when
 * they spring forward moves forward by the gap (02:30 on March's change in America/Chicago is
 * saved as 03:30 CDT). Returns null for a malformed or impossible date or time.
 */
export function fromZonedInputs(date: string, time: string, zone: string): string | null {
  const day = parseDateInput(date);
  const clock = parseTimeInput(time);
  if (day === null || clock === null) {
    return null;
  }
  return fromWallClock({ ...day, ...clock, second: 0 }, zone).toISOString();
}
