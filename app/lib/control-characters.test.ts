import { describe, expect, it } from "vitest";
import { asAddress, asOneLine, withoutControlCharacters } from "./control-characters.ts";

describe("withoutControlCharacters", () => {
  it.each([
    { name: "NUL", text: "Q&A\u0000 night", expected: "Q&A night" },
    { name: "a bell and a backspace", text: "Pride\u0007 Week\u0008", expected: "Pride Week" },
    { name: "vertical tab and form feed", text: "a\u000Bb\u000Cc", expected: "abc" },
    { name: "escape and unit separator", text: "\u001B[31mred\u001F", expected: "[31mred" },
    { name: "DEL and a C1 control", text: "x\u007Fy\u0085z", expected: "xyz" },
    { name: "the non-characters U+FFFE and U+FFFF", text: "a\uFFFEb\uFFFF", expected: "ab" },
    { name: "a lone high surrogate", text: "a\uD83Cb", expected: "ab" },
    { name: "a lone low surrogate", text: "a\uDF08b", expected: "ab" },
  ])("drops $name", ({ text, expected }) => {
    expect(withoutControlCharacters(text)).toBe(expected);
  });

  it("keeps tabs, line breaks, markup characters, accents and emoji as they are", () => {
    const text = "Q&A <b>night</b>\tà la carte\r\nRainbow 🏳️‍🌈 “quoted” — done";
    expect(withoutControlCharacters(text)).toBe(text);
  });
});

describe("asOneLine", () => {
  it.each([
    { name: "CRLF", text: "Pride\r\nClub", expected: "Pride Club" },
    { name: "a lone CR and a lone LF", text: "a\rb\nc", expected: "a b c" },
    { name: "Unicode line and paragraph separators", text: "a\u2028b\u2029c", expected: "a b c" },
    { name: "a run of breaks", text: "a\r\n\r\nb", expected: "a b" },
    { name: "control characters", text: "a\u0000b\u0085c", expected: "abc" },
  ])("turns $name into one line", ({ text, expected }) => {
    expect(asOneLine(text)).toBe(expected);
  });
});

describe("asAddress", () => {
  it("drops white space and control characters anywhere in an address", () => {
    expect(asAddress("https://pride.example.org/a\r\n b\u0000c\t")).toBe(
      "https://pride.example.org/abc",
    );
  });
});
