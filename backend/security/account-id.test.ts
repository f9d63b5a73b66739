import { describe, expect, test } from "vitest";
import { createUniqueId, isValidCustomId } from "./account-id.ts";

describe("account ids", () => {
  test("a unique id has the SDK's ID.unique() shape: hex time then 7 random hex digits", () => {
    const now = new Date("2025-05-04T03:02:01.234Z");
    const id = createUniqueId(now);
    const seconds = Math.floor(now.getTime() / 1000).toString(16);
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(id.startsWith(seconds + (234).toString(16).padStart(5, "0"))).toBe(true);
  });

  test("ids made in the same millisecond still differ", () => {
    const now = new Date();
    const ids = new Set(Array.from({ length: 200 }, () => createUniqueId(now)));
    expect(ids.size).toBe(200);
  });

  test.each([
    { name: "letters and digits", id: "user123", expected: true },
    { name: "period, hyphen and underscore inside", id: "a.b-c_d", expected: true },
    { name: "exactly 36 characters", id: "a".repeat(36), expected: true },
    { name: "37 characters", id: "a".repeat(37), expected: false },
    { name: "a leading underscore", id: "_user", expected: false },
    { name: "a leading period", id: ".user", expected: false },
    { name: "a leading hyphen", id: "-user", expected: false },
    { name: "a space", id: "user 1", expected: false },
    { name: "an empty id", id: "", expected: false },
    { name: "a non-ASCII letter", id: "usér", expected: false },
  ])("a custom id with $name is valid: $expected", ({ id, expected }) => {
    expect(isValidCustomId(id)).toBe(expected);
  });
});
