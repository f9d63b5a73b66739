import { describe, expect, it } from "vitest";
import {
  formatCardDate,
  formatDateTime,
  formatEventTimes,
  formatLongDate,
  formatTime,
  formatTimeRange,
} from "./format.ts";

// The machine runs in UTC; every case is in another zone so a slip into machine time shows.
const cases = [
  {
    name: "an afternoon meeting in Chicago reads as that afternoon",
    iso: "2026-11-25T20:30:00.000Z",
    zone: "America/Chicago",
    card: "11/25/26",
    long: "November 25, 2026",
    time: "2:30 PM",
  },
  {
    name: "a Chicago evening that is already tomorrow in UTC keeps the Chicago date",
    iso: "2026-11-26T03:00:00.000Z",
    zone: "America/Chicago",
    card: "11/25/26",
    long: "November 25, 2026",
    time: "9:00 PM",
  },
  {
    name: "the same instant in Auckland is the next morning",
    iso: "2026-11-25T20:30:00.000Z",
    zone: "Pacific/Auckland",
    card: "11/26/26",
    long: "November 26, 2026",
    time: "9:30 AM",
  },
  {
    name: "a half-hour offset in Kolkata moves the date past midnight",
    iso: "2026-11-25T20:30:00.000Z",
    zone: "Asia/Kolkata",
    card: "11/26/26",
    long: "November 26, 2026",
    time: "2:00 AM",
  },
  {
    name: "midnight in Kolkata on New Year is 12:00 AM of the new year",
    iso: "2026-12-31T18:30:00.000Z",
    zone: "Asia/Kolkata",
    card: "01/01/27",
    long: "January 1, 2027",
    time: "12:00 AM",
  },
  {
    name: "noon in Chicago is 12:00 PM",
    iso: "2026-01-07T18:00:00.000Z",
    zone: "America/Chicago",
    card: "01/07/26",
    long: "January 7, 2026",
    time: "12:00 PM",
  },
  {
    name: "an Appwrite timestamp with a +00:00 offset is read like a Z one",
    iso: "2026-11-25T20:30:00.000+00:00",
    zone: "America/Chicago",
    card: "11/25/26",
    long: "November 25, 2026",
    time: "2:30 PM",
  },
  {
    name: "the last minute of standard time in Chicago is 1:59 AM",
    iso: "2026-03-08T07:59:00.000Z",
    zone: "America/Chicago",
    card: "03/08/26",
    long: "March 8, 2026",
    time: "1:59 AM",
  },
  {
    name: "the first minute of daylight time in Chicago is 3:00 AM",
    iso: "2026-03-08T08:00:00.000Z",
    zone: "America/Chicago",
    card: "03/08/26",
    long: "March 8, 2026",
    time: "3:00 AM",
  },
  {
    name: "the first 1:30 AM of Chicago's fall-back night is daylight time",
    iso: "2026-11-01T06:30:00.000Z",
    zone: "America/Chicago",
    card: "11/01/26",
    long: "November 1, 2026",
    time: "1:30 AM",
  },
  {
    name: "the second 1:30 AM of Chicago's fall-back night is standard time",
    iso: "2026-11-01T07:30:00.000Z",
    zone: "America/Chicago",
    card: "11/01/26",
    long: "November 1, 2026",
    time: "1:30 AM",
  },
  {
    name: "an Auckland afternoon after daylight time starts is read with +13:00",
    iso: "2026-09-27T01:30:00.000Z",
    zone: "Pacific/Auckland",
    card: "09/27/26",
    long: "September 27, 2026",
    time: "2:30 PM",
  },
];

describe("club-time formatting", () => {
  it.each(cases)("$name (card date)", ({ iso, zone, card }) => {
    expect(formatCardDate(iso, zone)).toBe(card);
  });

  it.each(cases)("$name (long date)", ({ iso, zone, long }) => {
    expect(formatLongDate(iso, zone)).toBe(long);
  });

  it.each(cases)("$name (time)", ({ iso, zone, time }) => {
    expect(formatTime(iso, zone)).toBe(time);
  });

  it("a meeting card shows its start and end times joined by a dash", () => {
    const range = formatTimeRange(
      "2026-11-25T20:30:00.000Z",
      "2026-11-25T21:30:00.000Z",
      "America/Chicago",
    );
    expect(range).toBe("2:30 PM - 3:30 PM");
  });

  it.each([
    {
      name: "an evening event shows its start and end times",
      start: "2026-11-26T01:00:00.000Z",
      end: "2026-11-26T04:00:00.000Z",
      times: "7:00 PM - 10:00 PM",
    },
    {
      name: "a week-long event names the day it ends",
      start: "2027-03-08T14:00:00.000Z",
      end: "2027-03-12T22:00:00.000Z",
      times: "8:00 AM - March 12, 2027, 4:00 PM",
    },
    {
      name: "an event that ends past midnight in Chicago names the next day, though UTC's date is the same",
      start: "2026-11-26T04:00:00.000Z",
      end: "2026-11-26T07:00:00.000Z",
      times: "10:00 PM - November 26, 2026, 1:00 AM",
    },
    {
      name: "an event stored without an end shows its start alone",
      start: "2026-11-25T20:30:00.000Z",
      end: "2026-11-25T20:30:00.000Z",
      times: "2:30 PM",
    },
  ])("$name", ({ start, end, times }) => {
    expect(formatEventTimes(start, end, "America/Chicago")).toBe(times);
  });

  it("an admin card shows the card date and the time together", () => {
    expect(formatDateTime("2026-11-25T20:30:00.000Z", "America/Chicago")).toBe("11/25/26, 2:30 PM");
  });

  it("a stored value that is not a date is refused with a RangeError naming it", () => {
    expect(() => formatCardDate("not a date", "America/Chicago")).toThrow(
      new RangeError('Not a valid ISO date-time: "not a date"'),
    );
  });
});
