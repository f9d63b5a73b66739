import { describe, expect, it } from "vitest";
import {
  MAX_SERIES_MEETINGS,
  planWeeklySeries,
  weeklySeries,
  weeksLater,
} from "./meeting-series.ts";
import { translatorFor } from "../../i18n/catalogues.ts";

const english = translatorFor("en");

const CHICAGO = "America/Chicago";
// Tuesday 27 October 2026, 3:30 to 4:30 pm in Chicago (daylight time, UTC-5).
const meeting = { start: "2026-10-27T20:30:00.000Z", end: "2026-10-27T21:30:00.000Z" };

describe("a weekly series", () => {
  it("keeps the club's wall-clock time across the end of daylight saving", () => {
    // 3 November 2026 is after the change to standard time (UTC-6).
    expect(weeksLater(meeting, 1, CHICAGO)).toEqual({
      start: "2026-11-03T21:30:00.000Z",
      end: "2026-11-03T22:30:00.000Z",
    });
  });

  it("runs up to and including the chosen date", () => {
    const series = weeklySeries(meeting, "2026-11-17", CHICAGO);
    expect("times" in series && series.times.map((times) => times.start.slice(0, 10))).toEqual([
      "2026-11-03",
      "2026-11-10",
      "2026-11-17",
    ]);
  });

  it.each([
    { name: "a date before the next week", until: "2026-10-30", problem: /at least a week after/ },
    { name: "no date", until: "", problem: /Choose the date/ },
    { name: "more than a school year", until: "2027-09-30", problem: /at most a school year/ },
  ])("is refused for $name", ({ until, problem }) => {
    const series = weeklySeries(meeting, until, CHICAGO);
    expect("problem" in series && english.t(series.problem, { weeks: 1 })).toMatch(problem);
  });

  it("may fill a whole school year", () => {
    const series = weeklySeries(meeting, "2027-08-31", CHICAGO);
    expect("times" in series && series.times.length).toBe(MAX_SERIES_MEETINGS);
  });
});

describe("a weekly series beside the meetings already stored", () => {
  const original = { ...meeting, id: "original", title: "Game Day" };
  const plan = (stored: { id: string; title: string; start: string }[]) => {
    const planned = planWeeklySeries(original, "2026-11-17", CHICAGO, stored);
    return "dates" in planned
      ? planned.dates.map(({ times, copy }) => [times.start.slice(0, 10), copy?.id ?? null])
      : english.t(planned.problem);
  };

  it.each([
    {
      name: "a duplicate for next week at the same time",
      stored: [{ id: "copy", title: "Game Day", start: "2026-11-03T21:30:00.000Z" }],
      expected: [
        ["2026-11-03", "copy"],
        ["2026-11-10", null],
        ["2026-11-17", null],
      ],
    },
    {
      name: "a copy with the same title moved to another hour, in other letter case",
      stored: [{ id: "moved", title: " game day", start: "2026-11-10T23:00:00.000Z" }],
      expected: [
        ["2026-11-03", null],
        ["2026-11-10", "moved"],
        ["2026-11-17", null],
      ],
    },
    {
      name: "another meeting at the very same time",
      stored: [{ id: "other", title: "Movie Night", start: "2026-11-17T21:30:00.000Z" }],
      expected: [
        ["2026-11-03", null],
        ["2026-11-10", null],
        ["2026-11-17", "other"],
      ],
    },
    {
      name: "another meeting the same day at another hour (not a copy)",
      stored: [{ id: "other", title: "Movie Night", start: "2026-11-10T23:00:00.000Z" }],
      expected: [
        ["2026-11-03", null],
        ["2026-11-10", null],
        ["2026-11-17", null],
      ],
    },
    {
      name: "the meeting itself",
      stored: [{ id: "original", title: "Game Day", start: meeting.start }],
      expected: [
        ["2026-11-03", null],
        ["2026-11-10", null],
        ["2026-11-17", null],
      ],
    },
  ])("skips only the dates already taken, beside $name", ({ stored, expected }) => {
    expect(plan(stored)).toEqual(expected);
  });
});
