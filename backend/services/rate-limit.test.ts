import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  openTempAccountStore,
  type TempAccountStore,
} from "../storage/sqlite/temp-account-store.ts";
import { consumeRateLimit } from "./rate-limit.ts";

const rule = { bucket: "accountCreateEmailPasswordSession", limit: 10, windowSeconds: 3600 };
// 10:15 UTC: its window runs from 10:00 to 11:00.
const quarterPastTen = new Date("2025-03-01T10:15:00.000Z");
const elevenOClock = Date.parse("2025-03-01T11:00:00.000Z") / 1000;
let temp: TempAccountStore;

beforeEach(() => {
  temp = openTempAccountStore();
});

afterEach(() => temp.remove());

async function attempts(count: number, at: Date, key = "sam@example.org") {
  const outcomes = [];
  for (let index = 0; index < count; index++) {
    outcomes.push(await consumeRateLimit(temp.store, rule, key, at));
  }
  return outcomes;
}

describe("rate limits", () => {
  test("ten attempts in an hour pass and the eleventh is refused", async () => {
    const outcomes = await attempts(11, quarterPastTen);
    expect(outcomes.map((outcome) => outcome.isExceeded)).toEqual([...Array(10).fill(false), true]);
  });

  test("the headers report the limit, what was left before the attempt, and the window's end", async () => {
    const [first, , third] = await attempts(3, quarterPastTen);
    expect(first).toEqual({ isExceeded: false, limit: 10, remaining: 10, resetAt: elevenOClock });
    expect(third?.remaining).toBe(8);
  });

  test("a refused attempt reports nothing remaining", async () => {
    const outcomes = await attempts(12, quarterPastTen);
    expect(outcomes.at(-1)).toMatchObject({ isExceeded: true, remaining: 0 });
  });

  test.each([
    {
      name: "one second before the hour is still limited",
      at: "2025-03-01T10:59:59.000Z",
      isExceeded: true,
    },
    {
      name: "the next hour starts a new window",
      at: "2025-03-01T11:00:00.000Z",
      isExceeded: false,
    },
  ])("$name", async ({ at, isExceeded }) => {
    await attempts(10, quarterPastTen);
    const [outcome] = await attempts(1, new Date(at));
    expect(outcome?.isExceeded).toBe(isExceeded);
  });

  test("another email has its own allowance", async () => {
    await attempts(10, quarterPastTen);
    const [outcome] = await attempts(1, quarterPastTen, "alex@example.org");
    expect(outcome?.isExceeded).toBe(false);
  });

  test("attempts counted by another process on the same database count here too", async () => {
    await attempts(10, quarterPastTen);
    const other = temp.connectAgain();
    const outcome = await consumeRateLimit(other, rule, "sam@example.org", quarterPastTen);
    expect(outcome.isExceeded).toBe(true);
  });
});
