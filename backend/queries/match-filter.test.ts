import { describe, expect, it } from "vitest";
import type { DocumentFilter } from "./document-query.ts";
import { compareValues, matchesFilter } from "./match-filter.ts";

// Filters applied in memory (the users list) mean what they mean in SQL for documents.

const robin = {
  name: "Robin",
  labels: ["admin", "writer"],
  status: true,
  registration: "2026-09-01T12:00:00.000+00:00",
  phone: null,
};

const filter = (method: string, field: string, values: unknown[]) =>
  ({ method, field, values }) as DocumentFilter;

describe("a filter in memory", () => {
  it.each([
    [filter("equal", "name", ["Sam", "Robin"]), true],
    [filter("notEqual", "name", ["Robin"]), false],
    [filter("contains", "labels", ["admin"]), true],
    [filter("contains", "labels", ["adm"]), false],
    [filter("contains", "name", ["obi"]), true],
    [filter("notContains", "labels", ["admin"]), false],
    [filter("equal", "status", [true]), true],
    [filter("greaterThan", "registration", ["2026-08-31T00:00:00.000+00:00"]), true],
    [filter("lessThan", "phone", ["+1"]), false],
    [filter("isNull", "phone", []), true],
    [filter("isNotNull", "name", []), true],
    [filter("startsWith", "name", ["Rob"]), true],
    [filter("endsWith", "name", ["x"]), false],
    [
      filter("between", "registration", [
        "2026-01-01T00:00:00.000+00:00",
        "2026-12-31T00:00:00.000+00:00",
      ]),
      true,
    ],
    [
      {
        method: "or",
        filters: [filter("equal", "name", ["Sam"]), filter("contains", "labels", ["writer"])],
      } as DocumentFilter,
      true,
    ],
    [
      {
        method: "and",
        filters: [filter("equal", "name", ["Robin"]), filter("equal", "status", [false])],
      } as DocumentFilter,
      false,
    ],
  ])("%j is %s for Robin", (query, expected) => {
    expect(matchesFilter(query, robin)).toBe(expected);
  });

  it("orders numbers by value, text by its characters, and nothing first", () => {
    expect([10, 9, null, 100].sort(compareValues)).toEqual([null, 9, 10, 100]);
    expect(["b", "a", "B"].sort(compareValues)).toEqual(["B", "a", "b"]);
  });
});
