import { describe, expect, it } from "vitest";
import { fromZonedInputs, toZonedInputs } from "./zoned-input.ts";

describe("toZonedInputs", () => {
  it.each([
    {
      name: "a Chicago meeting fills the inputs with the Chicago date and time",
      iso: "2026-11-25T20:30:00.000Z",
      zone: "America/Chicago",
      inputs: { date: "2026-11-25", time: "14:30" },
    },
    {
      name: "the same instant in Auckland fills in the next day",
      iso: "2026-11-25T20:30:00.000Z",
      zone: "Pacific/Auckland",
      inputs: { date: "2026-11-26", time: "09:30" },
    },
    {
      name: "the same instant in Kolkata fills in a half-hour offset",
      iso: "2026-11-25T20:30:00.000Z",
      zone: "Asia/Kolkata",
      inputs: { date: "2026-11-26", time: "02:00" },
    },
    {
      name: "seconds are dropped, not rounded",
      iso: "2026-11-25T20:30:59.999Z",
      zone: "America/Chicago",
      inputs: { date: "2026-11-25", time: "14:30" },
    },
    {
      name: "midnight in Chicago is 00:00, never 24:00",
      iso: "2026-11-26T06:00:00.000Z",
      zone: "America/Chicago",
      inputs: { date: "2026-11-26", time: "00:00" },
    },
    {
      name: "the first instant of Chicago daylight time reads 03:00",
      iso: "2026-03-08T08:00:00.000Z",
      zone: "America/Chicago",
      inputs: { date: "2026-03-08", time: "03:00" },
    },
  ])("$name", ({ iso, zone, inputs }) => {
    expect(toZonedInputs(iso, zone)).toEqual(inputs);
  });

  it("a value that is not a date gives null", () => {
    expect(toZonedInputs("not a date", "America/Chicago")).toBeNull();
  });
});

describe("fromZonedInputs", () => {
  it.each([
    {
      name: "a Chicago afternoon in November is read as CST",
      date: "2026-11-25",
      time: "14:30",
      zone: "America/Chicago",
      iso: "2026-11-25T20:30:00.000Z",
    },
    {
      name: "a Chicago afternoon in July is read as CDT",
      date: "2026-07-15",
      time: "14:30",
      zone: "America/Chicago",
      iso: "2026-07-15T19:30:00.000Z",
    },
    {
      name: "an Auckland morning is read as NZDT",
      date: "2026-11-26",
      time: "09:30",
      zone: "Pacific/Auckland",
      iso: "2026-11-25T20:30:00.000Z",
    },
    {
      name: "a Kolkata time is read with its half-hour offset",
      date: "2026-11-26",
      time: "02:00",
      zone: "Asia/Kolkata",
      iso: "2026-11-25T20:30:00.000Z",
    },
    {
      name: "the last minute before Chicago springs forward is CST",
      date: "2026-03-08",
      time: "01:59",
      zone: "America/Chicago",
      iso: "2026-03-08T07:59:00.000Z",
    },
    {
      name: "02:00 on Chicago's spring-forward day does not exist and becomes 03:00 CDT",
      date: "2026-03-08",
      time: "02:00",
      zone: "America/Chicago",
      iso: "2026-03-08T08:00:00.000Z",
    },
    {
      name: "02:30 on Chicago's spring-forward day does not exist and becomes 03:30 CDT",
      date: "2026-03-08",
      time: "02:30",
      zone: "America/Chicago",
      iso: "2026-03-08T08:30:00.000Z",
    },
    {
      name: "03:30 on Chicago's spring-forward day is CDT",
      date: "2026-03-08",
      time: "03:30",
      zone: "America/Chicago",
      iso: "2026-03-08T08:30:00.000Z",
    },
    {
      name: "00:59 on Chicago's fall-back day is CDT",
      date: "2026-11-01",
      time: "00:59",
      zone: "America/Chicago",
      iso: "2026-11-01T05:59:00.000Z",
    },
    {
      name: "01:30 on Chicago's fall-back day happens twice and takes the earlier, CDT",
      date: "2026-11-01",
      time: "01:30",
      zone: "America/Chicago",
      iso: "2026-11-01T06:30:00.000Z",
    },
    {
      name: "02:00 on Chicago's fall-back day is CST",
      date: "2026-11-01",
      time: "02:00",
      zone: "America/Chicago",
      iso: "2026-11-01T08:00:00.000Z",
    },
    {
      name: "02:30 on Auckland's spring-forward day does not exist and becomes 03:30 NZDT",
      date: "2026-09-27",
      time: "02:30",
      zone: "Pacific/Auckland",
      iso: "2026-09-26T14:30:00.000Z",
    },
    {
      name: "02:30 on Auckland's fall-back day happens twice and takes the earlier, NZDT",
      date: "2026-04-05",
      time: "02:30",
      zone: "Pacific/Auckland",
      iso: "2026-04-04T13:30:00.000Z",
    },
    {
      name: "29 February of a leap year is a real date",
      date: "2028-02-29",
      time: "14:30",
      zone: "America/Chicago",
      iso: "2028-02-29T20:30:00.000Z",
    },
  ])("$name", ({ date, time, zone, iso }) => {
    expect(fromZonedInputs(date, time, zone)).toBe(iso);
  });

  it.each([
    { name: "an empty date gives null", date: "", time: "14:30" },
    { name: "an empty time gives null", date: "2026-11-25", time: "" },
    { name: "30 February gives null", date: "2026-02-30", time: "14:30" },
    { name: "29 February of a common year gives null", date: "2026-02-29", time: "14:30" },
    { name: "month 13 gives null", date: "2026-13-01", time: "14:30" },
    { name: "day 0 gives null", date: "2026-11-00", time: "14:30" },
    { name: "year 0000 gives null", date: "0000-01-01", time: "14:30" },
    { name: "a date without padding gives null", date: "2026-1-5", time: "14:30" },
    { name: "a US-style date gives null", date: "11/25/2026", time: "14:30" },
    { name: "hour 24 gives null", date: "2026-11-25", time: "24:00" },
    { name: "minute 60 gives null", date: "2026-11-25", time: "12:60" },
    { name: "a 12-hour time gives null", date: "2026-11-25", time: "2:30 PM" },
  ])("$name", ({ date, time }) => {
    expect(fromZonedInputs(date, time, "America/Chicago")).toBeNull();
  });

  it("every quarter hour of Chicago's two change days survives a round trip through the inputs", () => {
    const days = [
      { from: "2026-03-08T05:00:00.000Z", to: "2026-03-09T06:00:00.000Z" },
      { from: "2026-11-01T05:00:00.000Z", to: "2026-11-02T07:00:00.000Z" },
    ];
    const failures: string[] = [];
    for (const { from, to } of days) {
      for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 15 * 60 * 1000) {
        const iso = new Date(ms).toISOString();
        const inputs = toZonedInputs(iso, "America/Chicago");
        const back = inputs && fromZonedInputs(inputs.date, inputs.time, "America/Chicago");
        // The second pass through the repeated hour reads back as the first, by design.
        const isRepeatedHourSecondPass = iso >= "2026-11-01T07:00" && iso < "2026-11-01T08:00";
        if (back !== iso && !isRepeatedHourSecondPass) {
          failures.push(`${iso} -> ${back}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
