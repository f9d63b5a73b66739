import { requireInstant } from "./instant.ts";

// Every function here reads the clock of the club's zone, never the server's or the viewer's, in
// the page's language (`intlTag`, i18n/locales.ts; US English when not given: the admin screens
// and the tests), and throws a RangeError for a string that is not a date (stored times are
// checked when written).

const ENGLISH = "en-US";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  intlTag: string,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${intlTag} ${zone} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(intlTag, { timeZone: zone, ...options });
    formatters.set(key, found);
  }
  return found;
}

// Some ICU versions put a narrow no-break space before AM/PM ("2:30 PM"); the pages read the
// same on every Node and browser with a plain space.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}

/** The date of `iso` in `zone` in short form, as on meeting cards: "11/25/26", "25/11/26". */
export function formatCardDate(iso: string, zone: string, intlTag = ENGLISH): string {
  return formatter(intlTag, zone, { year: "2-digit", month: "2-digit", day: "2-digit" }).format(
    requireInstant(iso),
  );
}

/** The date of `iso` in `zone` in long form, as on the agenda page: "November 25, 2026". */
export function formatLongDate(iso: string, zone: string, intlTag = ENGLISH): string {
  return formatter(intlTag, zone, { year: "numeric", month: "long", day: "numeric" }).format(
    requireInstant(iso),
  );
}

/** The time of `iso` in `zone` on the language's clock: "2:30 PM", "2:30 p.m.". */
export function formatTime(iso: string, zone: string, intlTag = ENGLISH): string {
  return plainSpaces(
    formatter(intlTag, zone, { hour: "numeric", minute: "2-digit" }).format(requireInstant(iso)),
  );
}

/** The times of `startIso` and `endIso` in `zone`, as on meeting cards: "2:30 PM - 3:30 PM". */
export function formatTimeRange(
  startIso: string,
  endIso: string,
  zone: string,
  intlTag = ENGLISH,
): string {
  return `${formatTime(startIso, zone, intlTag)} - ${formatTime(endIso, zone, intlTag)}`;
}

/**
 * The times of an event's page in `zone`: the start's time and the end's ("2:30 PM - 5:00 PM")
 * when it ends the day it starts, the end's date too when it ends on a later day ("2:30 PM -
 * March 12, 2027, 5:00 PM"), and the start alone when it ends as it starts (no end given).
 */
export function formatEventTimes(
  startIso: string,
  endIso: string,
  zone: string,
  intlTag = ENGLISH,
): string {
  const start = formatTime(startIso, zone, intlTag);
  if (requireInstant(endIso).getTime() <= requireInstant(startIso).getTime()) return start;
  const isSameDay = formatLongDate(startIso, zone) === formatLongDate(endIso, zone);
  const end = isSameDay
    ? formatTime(endIso, zone, intlTag)
    : `${formatLongDate(endIso, zone, intlTag)}, ${formatTime(endIso, zone, intlTag)}`;
  return `${start} - ${end}`;
}

/** The date and time of `iso` in `zone`, as on admin meeting cards: "11/25/26, 2:30 PM". */
export function formatDateTime(iso: string, zone: string, intlTag = ENGLISH): string {
  return `${formatCardDate(iso, zone, intlTag)}, ${formatTime(iso, zone, intlTag)}`;
}
