import { tzlib_get_ical_block } from "timezones-ical-library";

/** A zone's VTIMEZONE component and the TZID it declares. */
export interface Vtimezone {
  /** The name the component declares: an alias such as "UTC" comes back as "Etc/UTC". */
  tzid: string;
  text: string;
}

// The library's answer never changes while the server runs, and it logs each zone it does not
// know: each zone is asked once.
const known = new Map<string, Vtimezone | null>();

/**
 * The VTIMEZONE of IANA zone `zone`, from timezones-ical-library's tables, or null when they do
 * not have it (a zone newer than the library, say), in which case times are written in UTC.
 */
export function vtimezoneOf(zone: string): Vtimezone | null {
  if (!known.has(zone)) known.set(zone, lookUp(zone));
  return known.get(zone) ?? null;
}

function lookUp(zone: string): Vtimezone | null {
  const block = tzlib_get_ical_block(zone);
  if (!Array.isArray(block)) return null;
  const [text, tzidParameter] = block;
  if (!text || !tzidParameter?.startsWith("TZID=")) return null;
  return { tzid: tzidParameter.slice("TZID=".length), text };
}
