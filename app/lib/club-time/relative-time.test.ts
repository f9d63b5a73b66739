import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { formatRelativeTime, relativeTimeChangesAt, relativeWording } from "./relative-time.ts";

const english = relativeWording(translatorFor("en"));
const spanish = relativeWording(translatorFor("es"));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const now = new Date("2026-11-25T20:30:00.000Z");

function at(offsetMs: number): string {
  return new Date(now.getTime() + offsetMs).toISOString();
}

// Every boundary of the relative-time wording (see relative-time.ts), on both sides of now.
const cases = [
  { name: "a start exactly now reads 'in moments'", offset: 0, words: "in moments" },
  { name: "59 seconds ahead reads 'in moments'", offset: 59 * SECOND, words: "in moments" },
  { name: "60 seconds ahead reads 'in 1 minute'", offset: 60 * SECOND, words: "in 1 minute" },
  { name: "59 m 59 s ahead rounds down to minutes", offset: HOUR - SECOND, words: "in 59 minutes" },
  { name: "60 minutes ahead reads 'in 1 hour'", offset: HOUR, words: "in 1 hour" },
  { name: "23 h 59 m ahead rounds down to hours", offset: DAY - MINUTE, words: "in 23 hours" },
  { name: "24 hours ahead reads 'in 1 day'", offset: DAY, words: "in 1 day" },
  { name: "7 days ahead still reads in days", offset: 7 * DAY, words: "in 7 days" },
  { name: "7 d 23 h ahead still reads in days", offset: 8 * DAY - HOUR, words: "in 7 days" },
  { name: "8 days ahead switches to weeks", offset: 8 * DAY, words: "in 1 week" },
  { name: "14 days ahead reads 'in 2 weeks'", offset: 14 * DAY, words: "in 2 weeks" },
  { name: "34 days ahead is still weeks", offset: 34 * DAY, words: "in 4 weeks" },
  { name: "35 days ahead switches to months", offset: 35 * DAY, words: "in 1 month" },
  { name: "60 days ahead reads 'in 2 months'", offset: 60 * DAY, words: "in 2 months" },
  { name: "400 days ahead stays in months", offset: 400 * DAY, words: "in 13 months" },
  { name: "1 ms ago reads 'just now'", offset: -1, words: "just now" },
  { name: "59 seconds ago reads 'just now'", offset: -59 * SECOND, words: "just now" },
  { name: "60 seconds ago reads '1 minute ago'", offset: -60 * SECOND, words: "1 minute ago" },
  { name: "2 minutes ago is plural", offset: -2 * MINUTE, words: "2 minutes ago" },
  { name: "59 m 59 s ago rounds down", offset: -(HOUR - SECOND), words: "59 minutes ago" },
  { name: "60 minutes ago reads '1 hour ago'", offset: -HOUR, words: "1 hour ago" },
  { name: "23 h 59 m ago rounds down", offset: -(DAY - MINUTE), words: "23 hours ago" },
  { name: "24 hours ago reads '1 day ago'", offset: -DAY, words: "1 day ago" },
  { name: "7 days ago still reads in days", offset: -7 * DAY, words: "7 days ago" },
  { name: "8 days ago switches to weeks", offset: -8 * DAY, words: "1 week ago" },
  { name: "34 days ago is still weeks", offset: -34 * DAY, words: "4 weeks ago" },
  { name: "35 days ago switches to months", offset: -35 * DAY, words: "1 month ago" },
];

describe("formatRelativeTime", () => {
  it.each(cases)("$name", ({ offset, words }) => {
    expect(formatRelativeTime(at(offset), now, english)).toBe(words);
  });

  it("a meeting at 2:30 PM tomorrow in Chicago, seen at 2:30 PM the day clocks spring forward, is 23 hours away", () => {
    const springForwardAfternoon = new Date("2026-03-08T20:30:00.000Z");
    expect(formatRelativeTime("2026-03-09T19:30:00.000Z", springForwardAfternoon, english)).toBe(
      "in 23 hours",
    );
  });

  it.each([
    {
      name: "under a minute ahead reads 'en un momento'",
      offset: 59 * SECOND,
      words: "en un momento",
    },
    {
      name: "under a minute ago reads 'hace un momento'",
      offset: -SECOND,
      words: "hace un momento",
    },
    { name: "2 minutes ago reads 'hace 2 minutos'", offset: -2 * MINUTE, words: "hace 2 minutos" },
    {
      name: "8 days ahead reads 'dentro de 1 semana'",
      offset: 8 * DAY,
      words: "dentro de 1 semana",
    },
    { name: "35 days ahead reads 'dentro de 1 mes'", offset: 35 * DAY, words: "dentro de 1 mes" },
  ])("in Spanish, $name (the same steps, Intl's words)", ({ offset, words }) => {
    expect(formatRelativeTime(at(offset), now, spanish)).toBe(words);
  });

  it("a stored value that is not a date is refused with a RangeError", () => {
    expect(() => formatRelativeTime("soon", now, english)).toThrow(RangeError);
  });
});

describe("relativeTimeChangesAt", () => {
  // Each boundary case, and the moment 1 ms past it, seen from the target's point of view: the
  // words hold until the instant returned, and change exactly there.
  const offsets = cases.flatMap(({ name, offset }) => [
    { name, offset },
    { name: `${name}, 1 ms later`, offset: offset - 1 },
  ]);

  it.each(offsets)(
    "$name: the words last until the instant returned, then change",
    ({ offset }) => {
      const target = at(offset);
      const changesAt = relativeTimeChangesAt(target, now);
      const words = formatRelativeTime(target, now, english);
      expect(changesAt.getTime()).toBeGreaterThan(now.getTime());
      expect(formatRelativeTime(target, new Date(changesAt.getTime() - 1), english)).toBe(words);
      expect(formatRelativeTime(target, changesAt, english)).not.toBe(words);
    },
  );
});
