import { describe, expect, test } from "vitest";
import { printableText } from "./terminal-text.ts";

describe("printableText", () => {
  test.each([
    { name: "plain names are kept", input: "Robin Organiser", expected: "Robin Organiser" },
    {
      name: "letters from any script are kept",
      input: "Zoë Ægir 李 حسن",
      expected: "Zoë Ægir 李 حسن",
    },
    { name: "a colour sequence is removed", input: "\u001b[31mRed\u001b[0m", expected: "Red" },
    { name: "clearing the screen is removed", input: "\u001b[2J\u001b[HSam", expected: "Sam" },
    {
      name: "a window title (OSC ended by BEL) is removed",
      input: "\u001b]0;owned\u0007Sam",
      expected: "Sam",
    },
    {
      name: "a hidden hyperlink (OSC 8 ended by ESC \\) keeps only its visible text",
      input: "\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\",
      expected: "click",
    },
    {
      name: "a carriage return that would overwrite the line is removed",
      input: "alex\radmin",
      expected: "alexadmin",
    },
    { name: "newlines and tabs cannot break the table", input: "a\nb\tc", expected: "abc" },
    { name: "a backspace is removed", input: "adm\bin", expected: "admin" },
    { name: "an 8-bit CSI (C1) sequence is removed", input: "\u009b31mRed", expected: "Red" },
    { name: "a lone C1 control is removed", input: "Sam\u0085", expected: "Sam" },
    { name: "DEL is removed", input: "Sam\u007f", expected: "Sam" },
    { name: "a NUL byte is removed", input: "Sam\u0000", expected: "Sam" },
    {
      name: "a right-to-left override that reverses what follows is removed",
      input: "Sam\u202enimda",
      expected: "Samnimda",
    },
    { name: "a trailing lone ESC is removed", input: "Sam\u001b", expected: "Sam" },
  ])("$name", ({ input, expected }) => {
    expect(printableText(input)).toBe(expected);
  });
});
