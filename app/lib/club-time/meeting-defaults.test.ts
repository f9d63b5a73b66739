import { describe, expect, it } from "vitest";
import { defaultMeetingTimes } from "./meeting-defaults.ts";

describe("defaultMeetingTimes", () => {
  it.each([
    {
      name: "an organiser in Chicago on a November afternoon gets 14:30-15:30 CST that day",
      now: "2026-11-25T20:30:00.000Z",
      zone: "America/Chicago",
      start: "2026-11-25T20:30:00.000Z",
      end: "2026-11-25T21:30:00.000Z",
    },
    {
      name: "an organiser in Chicago late in the evening, when UTC is already tomorrow, gets today",
      now: "2026-11-26T04:00:00.000Z",
      zone: "America/Chicago",
      start: "2026-11-25T20:30:00.000Z",
      end: "2026-11-25T21:30:00.000Z",
    },
    {
      name: "an organiser in Auckland just after midnight gets the Auckland date in daylight time",
      now: "2026-11-25T12:00:00.000Z",
      zone: "Pacific/Auckland",
      start: "2026-11-26T01:30:00.000Z",
      end: "2026-11-26T02:30:00.000Z",
    },
    {
      name: "an organiser in Kolkata just after midnight gets the Kolkata date",
      now: "2026-11-25T19:00:00.000Z",
      zone: "Asia/Kolkata",
      start: "2026-11-26T09:00:00.000Z",
      end: "2026-11-26T10:00:00.000Z",
    },
    {
      name: "an organiser in Chicago before dawn on spring-forward day gets the afternoon in CDT",
      now: "2026-03-08T07:30:00.000Z",
      zone: "America/Chicago",
      start: "2026-03-08T19:30:00.000Z",
      end: "2026-03-08T20:30:00.000Z",
    },
    {
      name: "an organiser in Chicago during the repeated hour on fall-back day gets the afternoon in CST",
      now: "2026-11-01T07:30:00.000Z",
      zone: "America/Chicago",
      start: "2026-11-01T20:30:00.000Z",
      end: "2026-11-01T21:30:00.000Z",
    },
  ])("$name", ({ now, zone, start, end }) => {
    expect(defaultMeetingTimes(new Date(now), zone)).toEqual({ start, end });
  });
});
