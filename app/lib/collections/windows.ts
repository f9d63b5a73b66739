// How far back the landing page and the calendar feeds look, and how many documents the lists
// read: shared by meetings and events so both follow one rule.

const RECENT_DAYS = 7;
// Subscribed calendars keep showing what they no longer receive for a while, but a month of past
// meetings lets a member look back at what they went to.
const CALENDAR_PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Appwrite lists 25 documents unless told otherwise. A club meeting weekly makes about 40 a year,
 * so this keeps every meeting or event of two decades; the admin lists put the newest first, so
 * only the oldest could drop off.
 */
export const LIST_LIMIT = 1000;

/** The instant seven days before `now` (ISO): the landing page shows what is more recent. */
export function recentSince(now: Date): string {
  return new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
}

/** When something shown for `iso` (a start, an end) stops being recent: seven days after it. */
export function leavesRecentWindowAt(iso: string): Date {
  return new Date(new Date(iso).getTime() + RECENT_DAYS * DAY_MS);
}

// The calendar window moves on once an hour, not every millisecond: every request of the same
// hour reads the same query, so the guest-read cache and the page cache keep one answer for all
// (a calendar app polls /calendar.ics for every subscriber) until a write or the next hour.
const CALENDAR_STEP_MS = 60 * 60 * 1000;

/**
 * Thirty days before the start of `now`'s hour (ISO): the calendar feeds hold what ends after it.
 * A meeting stays in them up to an hour past its thirty days.
 */
export function calendarSince(now: Date): string {
  const hourStart = now.getTime() - (now.getTime() % CALENDAR_STEP_MS);
  return new Date(hourStart - CALENDAR_PAST_DAYS * DAY_MS).toISOString();
}

/** When the calendar window read at `now` moves on: the start of the next hour. */
export function calendarWindowMovesAt(now: Date): Date {
  return new Date(now.getTime() - (now.getTime() % CALENDAR_STEP_MS) + CALENDAR_STEP_MS);
}
