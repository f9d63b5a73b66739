import { describe, expect, test } from "vitest";
import { editedList, listEditOf, postedEntries } from "./list-draft.ts";

const LIST = ["a", "b", "c"];

describe("a list's buttons", () => {
  test.each([
    { name: "add puts a new entry last", intent: "add", list: ["a", "b", "c", "new"] },
    { name: "remove takes out the one named", intent: "remove:1", list: ["a", "c"] },
    { name: "up moves the one named up", intent: "up:2", list: ["a", "c", "b"] },
    { name: "down moves the one named down", intent: "down:0", list: ["b", "a", "c"] },
    { name: "up at the top changes nothing", intent: "up:0", list: LIST },
    { name: "down at the bottom changes nothing", intent: "down:2", list: LIST },
    { name: "remove past the end changes nothing", intent: "remove:9", list: LIST },
  ])("$name", ({ intent, list }) => {
    const edit = listEditOf(intent);
    expect(edit).not.toBeNull();
    if (edit !== null) expect(editedList(LIST, edit, () => "new")).toEqual(list);
  });

  test.each([
    { name: "an intent of no list's", intent: "save" },
    { name: "an index that is no number", intent: "up:x" },
    { name: "a negative index", intent: "remove:-1" },
    { name: "an index with a fraction", intent: "down:1.5" },
    { name: "a kind of no list's", intent: "promote:1" },
  ])("$name is no edit", ({ intent }) => {
    expect(listEditOf(intent)).toBeNull();
  });
});

describe("postedEntries", () => {
  test("reads entries until one is missing", () => {
    expect(postedEntries((index) => (index < 2 ? index : null), 10)).toEqual([0, 1]);
  });

  test("reads one past the most a list holds, for its check to refuse", () => {
    expect(postedEntries((index) => index, 3)).toEqual([0, 1, 2, 3]);
  });
});
