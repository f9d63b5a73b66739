// How far back the landing page looks, and how many documents the admin lists read: shared by
// meetings and events so both follow one rule.

const RECENT_DAYS = 7;
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
