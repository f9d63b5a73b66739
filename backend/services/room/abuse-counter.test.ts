import { describe, expect, it } from "vitest";
import { createAbuseCounter } from "./abuse-counter.ts";

const LIMIT = { kind: "question", limit: 2, windowMs: 60_000 };

describe("the room's abuse counter", () => {
  it("refuses a sender past its limit within the window, and not another sender", () => {
    const counter = createAbuseCounter(() => new Date("2026-11-26T10:00:00Z"));
    expect(counter.allow(LIMIT, "203.0.113.7")).toBe(true);
    expect(counter.allow(LIMIT, "203.0.113.7")).toBe(true);
    expect(counter.allow(LIMIT, "203.0.113.7")).toBe(false);
    expect(counter.allow(LIMIT, "198.51.100.1")).toBe(true);
  });

  it("lets a sender again once the window has passed", () => {
    let now = new Date("2026-11-26T10:00:00Z");
    const counter = createAbuseCounter(() => now);
    counter.allow(LIMIT, "203.0.113.7");
    counter.allow(LIMIT, "203.0.113.7");
    now = new Date("2026-11-26T10:01:01Z");
    expect(counter.allow(LIMIT, "203.0.113.7")).toBe(true);
  });

  it("forgets every count when the day changes (its key is replaced)", () => {
    let now = new Date("2026-11-26T23:59:50Z");
    const counter = createAbuseCounter(() => now);
    counter.allow(LIMIT, "203.0.113.7");
    counter.allow(LIMIT, "203.0.113.7");
    now = new Date("2026-11-27T00:00:05Z");
    expect(counter.allow(LIMIT, "203.0.113.7")).toBe(true);
  });
});
