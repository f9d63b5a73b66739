import { describe, expect, test } from "vitest";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import { parseRange } from "./file-answers.ts";

describe("parseRange reads a Range header as Appwrite does", () => {
  test.each([
    ["no header", undefined, null],
    ["an empty header", "", null],
    ["a closed range", "bytes=10-99", { start: 10, end: 99 }],
    ["an open range, capped", "bytes=0-", { start: 0, end: 49 }],
    ["an open range near the end", "bytes=990-", { start: 990, end: 999 }],
    ["the last byte pair", "bytes=998-999", { start: 998, end: 999 }],
  ])("%s", (_name, header, expected) => {
    expect(parseRange(header, 1000, 50)).toEqual(expected);
  });

  test.each([
    ["an end past the file", "bytes=0-1000"],
    ["a start at the end", "bytes=1000-"],
    ["a start not before the end (Appwrite refuses one byte too)", "bytes=5-5"],
    ["a start after the end", "bytes=9-5"],
    ["a suffix range", "bytes=-100"],
    ["several ranges", "bytes=0-1,5-6"],
    ["another unit", "items=0-5"],
    ["no numbers", "bytes=a-b"],
  ])("%s is storage_invalid_range", (_name, header) => {
    const refusal = (() => {
      try {
        parseRange(header, 1000, 50);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppwriteError);
    expect(refusal).toMatchObject({ type: "storage_invalid_range", code: 416 });
  });
});
