import { describe, expect, test } from "vitest";
import {
  isEndBeforeStart,
  withEndFollowingPostedStart,
  withEndFollowingStart,
  type WallTimes,
} from "./time-order.ts";

const ZONE = "America/Chicago";
const EVENING: WallTimes = {
  startDate: "2030-02-01",
  startTime: "18:00",
  endDate: "2030-02-01",
  endTime: "20:00",
};

describe("withEndFollowingStart", () => {
  test.each([
    {
      name: "a start two days later takes the end two days later",
      patch: { startDate: "2030-02-03" },
      end: { endDate: "2030-02-03", endTime: "20:00" },
    },
    {
      name: "a start an hour later keeps the two hours",
      patch: { startTime: "19:00" },
      end: { endDate: "2030-02-01", endTime: "21:00" },
    },
    {
      name: "a start late in the evening carries the end past midnight",
      patch: { startTime: "23:00" },
      end: { endDate: "2030-02-02", endTime: "01:00" },
    },
    {
      name: "a start moved across the spring change keeps two hours of real time",
      patch: { startDate: "2030-03-10", startTime: "01:00" },
      end: { endDate: "2030-03-10", endTime: "04:00" },
    },
    {
      name: "an emptied start date leaves the end where it was",
      patch: { startDate: "" },
      end: { endDate: "2030-02-01", endTime: "20:00" },
    },
    {
      name: "a change of the end alone is taken as typed",
      patch: { endTime: "17:00" },
      end: { endDate: "2030-02-01", endTime: "17:00" },
    },
  ])("$name", ({ patch, end }) => {
    expect(withEndFollowingStart(EVENING, patch, ZONE)).toMatchObject(end);
  });
});

describe("isEndBeforeStart", () => {
  test.each([
    { name: "an evening in order", times: EVENING, expected: false },
    { name: "an end at its start", times: { ...EVENING, endTime: "18:00" }, expected: false },
    { name: "an end a day early", times: { ...EVENING, endDate: "2030-01-31" }, expected: true },
    { name: "an end with no date yet", times: { ...EVENING, endDate: "" }, expected: false },
  ])("$name: $expected", ({ times, expected }) => {
    expect(isEndBeforeStart(times, ZONE)).toBe(expected);
  });
});

test("a time zone this runtime does not know leaves the screen drawn and the times as typed", () => {
  const backwards = { ...EVENING, endDate: "2030-01-31" };
  expect(isEndBeforeStart(backwards, "Not/A_Zone")).toBe(false);
  expect(withEndFollowingStart(EVENING, { startTime: "19:00" }, "Not/A_Zone")).toMatchObject({
    startTime: "19:00",
    endTime: EVENING.endTime,
  });
});

describe("withEndFollowingPostedStart", () => {
  test.each([
    {
      name: "a start moved with the end left as shown takes the end along",
      posted: { ...EVENING, startDate: "2030-02-08", startTime: "19:00" },
      end: { endDate: "2030-02-08", endTime: "21:00" },
    },
    {
      name: "an end typed too is taken as typed",
      posted: { ...EVENING, startTime: "19:00", endTime: "22:30" },
      end: { endDate: "2030-02-01", endTime: "22:30" },
    },
    {
      name: "nothing moved leaves the end where it was",
      posted: EVENING,
      end: { endDate: "2030-02-01", endTime: "20:00" },
    },
  ])("$name", ({ posted, end }) => {
    expect(withEndFollowingPostedStart(EVENING, posted, ZONE)).toMatchObject(end);
  });
});
