import type { Translator } from "../../../i18n/translate.ts";
import { requireInstant } from "./instant.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The words of relative times in one language: `Intl`'s, and the catalogue's under a minute. */
export interface RelativeWording {
  /** The `Intl` tag of the language ("en-US"). */
  intlTag: string;
  /** A future instant under a minute away ("in moments"). */
  inMoments: string;
  /** A past instant under a minute ago ("just now"). */
  justNow: string;
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(intlTag: string): Intl.RelativeTimeFormat {
  let format = formats.get(intlTag);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(intlTag, { numeric: "always" });
    formats.set(intlTag, format);
  }
  return format;
}

/** One wording's span of distances: every distance in [from, to) reads the same. */
interface Step {
  unit: Intl.RelativeTimeFormatUnit | null;
  count: number;
  from: number;
  to: number;
}

/**
 * The step a distance (ms, not negative) falls in. Each unit counts whole elapsed units rounded
 * down (59.9 minutes is "59 minutes"): under 60 s no unit ("in moments" / "just now"); under
 * 60 min minutes; under 24 h hours; up to and including 7 days days; from 8 days weeks; from 35
 * days (5 weeks) months of 30 days; there is no year unit.
 */
function stepOf(distance: number): Step {
  if (distance < MINUTE) return { unit: null, count: 0, from: 0, to: MINUTE };
  if (distance < HOUR) return counted("minute", MINUTE, distance);
  if (distance < DAY) return counted("hour", HOUR, distance);
  const days = Math.floor(distance / DAY);
  if (days <= 7) return counted("day", DAY, distance);
  if (days < 35) {
    const weeks = Math.floor(days / 7);
    return {
      unit: "week",
      count: weeks,
      from: Math.max(8, weeks * 7) * DAY,
      to: Math.min(35, weeks * 7 + 7) * DAY,
    };
  }
  const months = Math.floor(days / 30);
  return {
    unit: "month",
    count: months,
    from: Math.max(35, months * 30) * DAY,
    to: (months * 30 + 30) * DAY,
  };
}

function counted(unit: Intl.RelativeTimeFormatUnit, size: number, distance: number): Step {
  const count = Math.floor(distance / size);
  return { unit, count, from: count * size, to: (count + 1) * size };
}

/**
 * How far `targetIso` is from `now`, in `wording`'s language: "in moments" / "just now" under
 * one minute, then
 * "in 5 minutes" / "5 minutes ago", hours, days ("in 7 days"), weeks ("in 1 week", from 8 days)
 * and months ("in 1 month", from 35 days). A target exactly at `now` counts as future ("in
 * moments"), as a meeting starting now is upcoming. Days are 24-hour spans of elapsed time, not
 * calendar days, so the result needs no time zone. Throws a RangeError when `targetIso` is not a
 * date.
 */
export function formatRelativeTime(targetIso: string, now: Date, wording: RelativeWording): string {
  const diff = requireInstant(targetIso).getTime() - now.getTime();
  const isFuture = diff >= 0;
  const step = stepOf(Math.abs(diff));
  if (step.unit === null) return isFuture ? wording.inMoments : wording.justNow;
  return relativeFormat(wording.intlTag).format(isFuture ? step.count : -step.count, step.unit);
}

/**
 * The first instant after `now` at which `formatRelativeTime(targetIso, ·)` reads differently:
 * a page showing the words stays exact until then (the page cache keeps it that long).
 */
export function relativeTimeChangesAt(targetIso: string, now: Date): Date {
  const target = requireInstant(targetIso).getTime();
  const diff = target - now.getTime();
  const step = stepOf(Math.abs(diff));
  // Ahead, the distance shrinks: the words change once it drops below the step's start (below
  // zero, the past). Behind, it grows: they change when it reaches the step's end.
  return new Date(diff >= 0 ? target - step.from + 1 : target + step.to);
}

/** The relative-time words of a translator's language. */
export function relativeWording(words: Pick<Translator, "intlTag" | "t">): RelativeWording {
  return {
    intlTag: words.intlTag,
    inMoments: words.t("time.inMoments"),
    justNow: words.t("time.justNow"),
  };
}
