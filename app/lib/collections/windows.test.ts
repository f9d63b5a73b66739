import { describe, expect, it } from "vitest";
import { calendarSince, calendarWindowMovesAt } from "./windows.ts";

describe("the calendar window", () => {
  it.each([
    { name: "at the hour", now: "2026-03-31T14:00:00.000Z" },
    { name: "a millisecond after the hour", now: "2026-03-31T14:00:00.001Z" },
    { name: "a millisecond before the next hour", now: "2026-03-31T14:59:59.999Z" },
  ])("$name, starts thirty days before that hour and moves on at the next", ({ now }) => {
    expect(calendarSince(new Date(now))).toBe("2026-03-01T14:00:00.000Z");
    expect(calendarWindowMovesAt(new Date(now)).toISOString()).toBe("2026-03-31T15:00:00.000Z");
  });
});
