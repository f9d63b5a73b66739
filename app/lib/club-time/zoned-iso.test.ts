import { describe, expect, it } from "vitest";
import { toZonedIso } from "./zoned-iso.ts";

describe("toZonedIso", () => {
  it.each([
    {
      name: "Chicago in winter (CST)",
      iso: "2026-11-25T20:30:00.000+00:00",
      zone: "America/Chicago",
      zoned: "2026-11-25T14:30:00-06:00",
    },
    {
      name: "Chicago in summer (CDT)",
      iso: "2027-03-16T20:30:00Z",
      zone: "America/Chicago",
      zoned: "2027-03-16T15:30:00-05:00",
    },
    {
      name: "India's half-hour offset",
      iso: "2026-11-25T10:00:00Z",
      zone: "Asia/Kolkata",
      zoned: "2026-11-25T15:30:00+05:30",
    },
    { name: "UTC", iso: "2026-01-01T00:00:00Z", zone: "UTC", zoned: "2026-01-01T00:00:00+00:00" },
    {
      name: "a day behind UTC",
      iso: "2026-01-01T03:00:00Z",
      zone: "America/Los_Angeles",
      zoned: "2025-12-31T19:00:00-08:00",
    },
  ])("$name", ({ iso, zone, zoned }) => {
    expect(toZonedIso(iso, zone)).toBe(zoned);
  });
});
