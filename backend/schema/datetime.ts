// ISO 8601 as clients send it: a date, optionally a time (T or space), optional fraction and zone.
const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a datetime attribute value or query value and returns it in Appwrite's stored format,
 * `2026-11-25T14:30:00.000+00:00` (always UTC, milliseconds), or null when it is not a date.
 * A value without a zone is UTC, as on an Appwrite server. The fixed-width UTC form also sorts
 * as text in time order, which storage relies on for comparisons and ordering.
 */
export function normalizeDatetime(value: string): string | null {
  const match = isoPattern.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "", zone] = match;
  const parts = [year, month, day, hour, minute, second].map(Number);
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = parts;
  const milliseconds = Number(fraction.padEnd(3, "0").slice(0, 3));
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written instead of mapping them to 19xx.
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, milliseconds);
  const shifted = new Date(date.getTime() - zoneOffsetMinutes(zone) * 60_000);
  const shiftedYear = shifted.getUTCFullYear();
  if (shiftedYear < 0 || shiftedYear > 9999) return null;
  return formatDatetime(shifted);
}

/** A moment in Appwrite's datetime format, e.g. `2026-11-25T14:30:00.000+00:00`. */
export function formatDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 23)}+00:00`;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === "Z" || zone === "z") return 0;
  const digits = zone.replace(":", "");
  const sign = digits.startsWith("-") ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}
