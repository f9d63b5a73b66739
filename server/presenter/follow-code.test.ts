import { describe, expect, it } from "vitest";
import { CODE_LENGTH, createFollowCode, normaliseFollowCode } from "./follow-code.ts";

describe("follow codes", () => {
  it("a new code is 10 characters of Crockford's base32", () => {
    for (let round = 0; round < 50; round += 1) {
      expect(createFollowCode()).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CODE_LENGTH}}$`));
    }
  });

  it.each([
    { name: "lower case", typed: "abcde fghjk", code: "ABCDEFGHJK" },
    { name: "hyphens and spaces", typed: " 12-345 67890 ", code: "1234567890" },
    { name: "O for zero, I and L for one", typed: "oOiIlL", code: "001111" },
  ])("a code typed with $name is read as the code", ({ typed, code }) => {
    expect(normaliseFollowCode(typed)).toBe(code);
  });
});
