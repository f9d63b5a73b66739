/** The reading of a wall clock and calendar in some time zone, to the second. Month is 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

// Building a DateTimeFormat is slow compared with using one, and a page formats many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      // h23, not hour12: false, which prints midnight as "24" in some engines.
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * Read the wall clock of `zone` (an IANA name such as "America/Chicago") at `instant`.
 * Throws a RangeError for an unknown zone.
 */
export function toWallClock(instant: Date, zone: string): WallClock {
  const parts = wallClockFormatter(zone).formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read("year"),
    month: read("month"),
    day: read("day"),
    hour: read("hour"),
    minute: read("minute"),
    second: read("second"),
  };
}

/** The wall clock read as if it were UTC, in epoch milliseconds: the arithmetic base for offsets. */
function wallClockAsUtc(wall: WallClock): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

/** How far `zone` is ahead of UTC at `epochMs`, in milliseconds. */
function offsetAt(epochMs: number, zone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockAsUtc(toWallClock(new Date(wholeSecond), zone)) - wholeSecond;
}

function isSameWallClock(a: WallClock, b: WallClock): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second
  );
}

/**
 * The instant at which `zone`'s wall clock reads `wall`, resolved like Temporal's "compatible"
 * disambiguation: a time repeated when clocks fall back takes the earlier instant (01:30 on
 * November's change in America/Chicago is 01:30 CDT), and a time skipped when clocks spring
 * forward is moved forward by the gap (02:30 on March's change in America/Chicago is 03:30 CDT).
 */
export function fromWallClock(wall: WallClock, zone: string): Date {
  const asUtc = wallClockAsUtc(wall);
  // Any offset change that can affect this wall time happens within a day of it.
  const offsetBefore = offsetAt(asUtc - MS_PER_DAY, zone);
  const offsetAfter = offsetAt(asUtc + MS_PER_DAY, zone);
  const matches = [asUtc - offsetBefore, asUtc - offsetAfter].filter((candidate) =>
    isSameWallClock(toWallClock(new Date(candidate), zone), wall),
  );
  if (matches.length > 0) {
    return new Date(Math.min(...matches));
  }
  // In a gap: read the time with the offset in force before the change, which lands after it.
  return new Date(asUtc - offsetBefore);
}
