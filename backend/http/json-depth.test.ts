import { describe, expect, test } from "vitest";
import { jsonDepth } from "./json-depth.ts";

describe("jsonDepth", () => {
  test.each([
    { name: "a scalar has no depth", text: "12", depth: 0 },
    { name: "an empty object is one deep", text: "{}", depth: 1 },
    { name: "an object holding an array is two deep", text: '{"a":[1,2]}', depth: 2 },
    { name: "siblings do not add up", text: "[[1],[2],[3]]", depth: 2 },
    { name: "brackets inside a string do not count", text: '{"a":"[[[[{{{{"}', depth: 1 },
    { name: "an escaped quote does not end a string", text: '["\\"[[["]', depth: 1 },
    { name: "an escaped backslash ends before the quote", text: '["\\\\",[1]]', depth: 2 },
  ])("$name", ({ text, depth }) => {
    expect(jsonDepth(text, 100)).toBe(depth);
  });

  test("a million arrays deep is refused after reading just past the limit", () => {
    const text = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    expect(jsonDepth(text, 512)).toBe(513);
  });
});
