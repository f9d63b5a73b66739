import { describe, expect, it } from "vitest";
import { createAbuseCounter, type AbuseCounter } from "./abuse-counter.ts";

const LIMIT = { kind: "question", limit: 2, windowMs: 60_000 };

function takeUntilRefused(counter: AbuseCounter, sender: string, most = 10): number {
  let taken = 0;
  while (taken < most && counter.take(LIMIT, sender)) taken += 1;
  return taken;
}

describe("the room's abuse counter", () => {
  it("refuses a sender past its limit within the window, and not another sender", () => {
    const counter = createAbuseCounter(() => new Date("2026-11-26T10:00:00Z"));
    expect(takeUntilRefused(counter, "203.0.113.7")).toBe(2);
    expect(counter.take(LIMIT, "203.0.113.7")).toBeNull();
    expect(counter.take(LIMIT, "198.51.100.1")).not.toBeNull();
  });

  it("takes back a place given back: a write not made costs the sender nothing", () => {
    const counter = createAbuseCounter(() => new Date("2026-11-26T10:00:00Z"));
    for (let i = 0; i < 30; i++) counter.take(LIMIT, "203.0.113.7")?.();
    expect(takeUntilRefused(counter, "203.0.113.7")).toBe(2);
  });

  it("lets a sender again once the window has passed", () => {
    let now = new Date("2026-11-26T10:00:00Z");
    const counter = createAbuseCounter(() => now);
    takeUntilRefused(counter, "203.0.113.7");
    now = new Date("2026-11-26T10:01:01Z");
    expect(counter.take(LIMIT, "203.0.113.7")).not.toBeNull();
  });

  it("forgets every count when the day changes (its key is replaced)", () => {
    let now = new Date("2026-11-26T23:59:50Z");
    const counter = createAbuseCounter(() => now);
    takeUntilRefused(counter, "203.0.113.7");
    now = new Date("2026-11-27T00:00:05Z");
    expect(counter.take(LIMIT, "203.0.113.7")).not.toBeNull();
  });
});
