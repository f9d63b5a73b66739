import { describe, expect, test } from "vitest";
import {
  currentSchoolYear,
  offeredSchoolYears,
  schoolYear,
  schoolYearName,
} from "./school-year.ts";

describe("the school year", () => {
  test.each([
    {
      name: "the last evening of July is still the year before",
      now: "2026-08-01T03:59:00Z",
      zone: "America/New_York",
      year: 2025,
    },
    {
      name: "midnight of August 1 in the club's zone starts the next",
      now: "2026-08-01T04:00:00Z",
      zone: "America/New_York",
      year: 2026,
    },
    {
      name: "January belongs to the year that started in August",
      now: "2027-01-15T12:00:00Z",
      zone: "Pacific/Auckland",
      year: 2026,
    },
  ])("$name", ({ now, zone, year }) => {
    expect(currentSchoolYear(new Date(now), zone)).toBe(year);
  });

  test("runs from midnight of August 1 to midnight of the next, on the club's wall clock", () => {
    expect(schoolYear(2025, "America/Los_Angeles")).toEqual({
      startYear: 2025,
      from: "2025-08-01T07:00:00.000Z",
      until: "2026-08-01T07:00:00.000Z",
    });
  });

  test("the handover offers this year and the three before, named by both years", () => {
    expect(offeredSchoolYears(new Date("2026-06-10T12:00:00Z"), "America/Chicago")).toEqual([
      2025, 2024, 2023, 2022,
    ]);
    expect(schoolYearName(2025)).toBe("2025-2026");
  });
});
