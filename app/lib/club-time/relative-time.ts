import { requireInstant } from "./instant.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const wording = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

/**
 * How far `targetIso` is from `now`, in words: "in moments" / "just now" under
 * one minute, then "in 5 minutes" / "5 minutes ago", hours, days, weeks and months.
 *
 * Boundaries, each counted in whole elapsed units rounded down (59.9 minutes is "59 minutes"):
 * - under 60 s: "in moments" (future) or "just now" (past);
 * - under 60 min: minutes; under 24 h: hours;
 * - up to and including 7 days: days ("in 7 days"); from 8 days: weeks ("in 1 week");
 * - from 35 days (5 weeks): months of 30 days ("in 1 month"); there is no year unit.
 * A target exactly at `now` counts as future ("in moments"), as a meeting starting now is upcoming.
 * Days are 24-hour spans of elapsed time, not calendar days, so the result needs no time zone.
 * Throws a RangeError when `targetIso` is not a date.
 */
export function formatRelativeTime(targetIso: string, now: Date): string {
  const diff = requireInstant(targetIso).getTime() - now.getTime();
  const isFuture = diff >= 0;
  const distance = Math.abs(diff);
  const sign = isFuture ? 1 : -1;

  if (distance < MINUTE) {
    return isFuture ? "in moments" : "just now";
  }
  if (distance < HOUR) {
    return wording.format(sign * Math.floor(distance / MINUTE), "minute");
  }
  if (distance < DAY) {
    return wording.format(sign * Math.floor(distance / HOUR), "hour");
  }
  const days = Math.floor(distance / DAY);
  if (days <= 7) {
    return wording.format(sign * days, "day");
  }
  if (days < 35) {
    return wording.format(sign * Math.floor(days / 7), "week");
  }
  return wording.format(sign * Math.floor(days / 30), "month");
}
