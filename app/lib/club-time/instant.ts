/**
 * Parse an ISO 8601 instant (as stored by the backend, e.g. "2026-11-25T20:30:00.000+00:00").
 * Returns null when the text is not a date.
 */
export function parseInstant(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Parse an ISO 8601 instant that is expected to be valid (a stored meeting time).
 * Throws a RangeError naming the bad value otherwise, as Intl itself would.
 */
export function requireInstant(iso: string): Date {
  const instant = parseInstant(iso);
  if (instant === null) {
    throw new RangeError(`Not a valid ISO date-time: "${iso}"`);
  }
  return instant;
}
