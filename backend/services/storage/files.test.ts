import { describe, expect, test } from "vitest";
import { checkFileName } from "./files.ts";

describe("a file name is shown and offered for download, so it is checked", () => {
  test.each(["flyer.png", "Pride Week 2026 (final).jpg", "café-🏳️‍🌈.webp", "a".repeat(251) + ".png"])(
    "%j is taken",
    (name) => {
      expect(() => checkFileName(name)).not.toThrow();
    },
  );

  test.each([
    ["empty", ""],
    ["blank", "   "],
    ["too long", "a".repeat(256)],
    ["a path up", "../flyer.png"],
    ["a folder", "a/b.png"],
    ["a Windows folder", "a\\b.png"],
    ["a dot", "."],
    ["two dots", ".."],
    ["NUL", "a\u0000.png"],
    ["a line break", "a\n.png"],
    ["DEL", "a\u007f.png"],
    ["a C1 control", "a\u0085.png"],
    ["a right-to-left override", "flyer\u202egnp.exe"],
    ["a zero-width space", "fly\u200ber.png"],
    ["a byte order mark", "\ufeffflyer.png"],
  ])("%s is general_argument_invalid", (_name, name) => {
    expect(() => checkFileName(name)).toThrow(
      expect.objectContaining({ type: "general_argument_invalid" }),
    );
  });
});
