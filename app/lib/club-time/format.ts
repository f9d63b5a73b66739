import { requireInstant } from "./instant.ts";
import { toWallClock } from "./wall-clock.ts";

// Every function here reads the clock of the club's zone, never the server's or the viewer's, and
// throws a RangeError for a string that is not a date (stored times are checked when written).

const longDateFormatters = new Map<string, Intl.DateTimeFormat>();

function longDateFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = longDateFormatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    longDateFormatters.set(zone, formatter);
  }
  return formatter;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** The date of `iso` in `zone` as MM/DD/YY, as on meeting cards: "11/25/26". */
export function formatCardDate(iso: string, zone: string): string {
  const wall = toWallClock(requireInstant(iso), zone);
  return `${twoDigits(wall.month)}/${twoDigits(wall.day)}/${twoDigits(wall.year % 100)}`;
}

/** The date of `iso` in `zone` in en-US long form, as on the agenda page: "November 25, 2026". */
export function formatLongDate(iso: string, zone: string): string {
  return longDateFormatter(zone).format(requireInstant(iso));
}

/**
 * The time of `iso` in `zone` on a 12-hour clock: "2:30 PM". Built by hand rather than with
 * Intl's time style, whose space before AM/PM is a narrow no-break space in some ICU versions.
 */
export function formatTime(iso: string, zone: string): string {
  const wall = toWallClock(requireInstant(iso), zone);
  const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  return `${hour}:${twoDigits(wall.minute)} ${wall.hour < 12 ? "AM" : "PM"}`;
}

/** The times of `startIso` and `endIso` in `zone`, as on meeting cards: "2:30 PM - 3:30 PM". */
export function formatTimeRange(startIso: string, endIso: string, zone: string): string {
  return `${formatTime(startIso, zone)} - ${formatTime(endIso, zone)}`;
}

/**
 * The times of an event's page in `zone`: the start's time and the end's ("2:30 PM - 5:00 PM")
 * when it ends the day it starts, the end's date too when it ends on a later day ("2:30 PM -
 * March 12, 2027, 5:00 PM"), and the start alone when it ends as it starts (no end given).
 */
export function formatEventTimes(startIso: string, endIso: string, zone: string): string {
  const start = formatTime(startIso, zone);
  if (requireInstant(endIso).getTime() <= requireInstant(startIso).getTime()) return start;
  const isSameDay = formatLongDate(startIso, zone) === formatLongDate(endIso, zone);
  const end = isSameDay
    ? formatTime(endIso, zone)
    : `${formatLongDate(endIso, zone)}, ${formatTime(endIso, zone)}`;
  return `${start} - ${end}`;
}

/** The date and time of `iso` in `zone`, as on admin meeting cards: "11/25/26, 2:30 PM". */
export function formatDateTime(iso: string, zone: string): string {
  return `${formatCardDate(iso, zone)}, ${formatTime(iso, zone)}`;
}
