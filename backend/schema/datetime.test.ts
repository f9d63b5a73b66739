import { describe, expect, it } from "vitest";
import { formatDatetime, normalizeDatetime } from "./datetime.ts";

describe("Appwrite's datetime format", () => {
  const cases: { name: string; input: string; stored: string | null }[] = [
    {
      name: "UTC with Z",
      input: "2026-11-25T14:30:00.000Z",
      stored: "2026-11-25T14:30:00.000+00:00",
    },
    {
      name: "already in Appwrite's format",
      input: "2026-11-25T14:30:00.000+00:00",
      stored: "2026-11-25T14:30:00.000+00:00",
    },
    {
      name: "an offset, moved to UTC",
      input: "2026-11-25T08:30-06:00",
      stored: "2026-11-25T14:30:00.000+00:00",
    },
    {
      name: "an offset without a colon",
      input: "2026-11-25T15:30:00+0100",
      stored: "2026-11-25T14:30:00.000+00:00",
    },
    {
      name: "no zone, read as UTC",
      input: "2026-11-25 14:30:05",
      stored: "2026-11-25T14:30:05.000+00:00",
    },
    { name: "a date alone", input: "2026-11-25", stored: "2026-11-25T00:00:00.000+00:00" },
    {
      name: "microseconds, cut to milliseconds",
      input: "2026-11-25T14:30:00.123456Z",
      stored: "2026-11-25T14:30:00.123+00:00",
    },
    { name: "a leap day", input: "2024-02-29T12:00:00Z", stored: "2024-02-29T12:00:00.000+00:00" },
    {
      name: "year 1, not 1901",
      input: "0001-01-01T00:00:00Z",
      stored: "0001-01-01T00:00:00.000+00:00",
    },
    { name: "a missing leap day", input: "2026-02-29", stored: null },
    { name: "month 13", input: "2026-13-01", stored: null },
    { name: "past year 9999 once in UTC", input: "9999-12-31T23:59:59-01:00", stored: null },
    { name: "words", input: "next tuesday", stored: null },
    { name: "an empty string", input: "", stored: null },
  ];

  it.each(cases)("normalises $name", ({ input, stored }) => {
    expect(normalizeDatetime(input)).toBe(stored);
  });

  it("formats a moment with milliseconds and +00:00", () => {
    expect(formatDatetime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe(
      "2026-01-02T03:04:05.006+00:00",
    );
  });
});
