import { describe, expect, it } from "vitest";
import { isEnded, isUpcoming } from "./timing.ts";

const now = new Date("2026-11-25T20:30:00.000Z");

describe("meeting timing", () => {
  it.each([
    {
      name: "a meeting that ended a millisecond ago has ended",
      end: "2026-11-25T20:29:59.999Z",
      ended: true,
    },
    {
      name: "a meeting ending exactly now has not ended",
      end: "2026-11-25T20:30:00.000Z",
      ended: false,
    },
    { name: "a meeting ending later has not ended", end: "2026-11-25T21:30:00.000Z", ended: false },
    {
      name: "an end written with an offset is compared as an instant",
      end: "2026-11-25T14:29:00-06:00",
      ended: true,
    },
  ])("$name", ({ end, ended }) => {
    expect(isEnded(end, now)).toBe(ended);
  });

  it.each([
    {
      name: "a meeting starting exactly now is upcoming",
      start: "2026-11-25T20:30:00.000Z",
      upcoming: true,
    },
    {
      name: "a meeting starting later is upcoming",
      start: "2026-11-26T20:30:00.000Z",
      upcoming: true,
    },
    {
      name: "a meeting that started a millisecond ago is previous",
      start: "2026-11-25T20:29:59.999Z",
      upcoming: false,
    },
  ])("$name", ({ start, upcoming }) => {
    expect(isUpcoming(start, now)).toBe(upcoming);
  });

  it("a stored time that is not a date is refused with a RangeError", () => {
    expect(() => isEnded("", now)).toThrow(RangeError);
    expect(() => isUpcoming("tomorrow", now)).toThrow(RangeError);
  });
});
