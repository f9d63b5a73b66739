import { describe, expect, test } from "vitest";
import { AppwriteError } from "../errors/appwrite-error.ts";
import { matchesQueries, parseEventQueries } from "./event-queries.ts";

const q = (method: string, attribute: string, values: unknown[]) =>
  JSON.stringify({ method, attribute, values });

const payload = {
  title: "Picnic",
  votes: 7,
  location: null,
  start: "2026-09-01T20:00:00.000+00:00",
};

describe("realtime queries on an event's payload", () => {
  const cases = [
    { name: "no queries pass everything", queries: [], passes: true },
    {
      name: "equal to one of the values",
      queries: [q("equal", "title", ["Chess", "Picnic"])],
      passes: true,
    },
    {
      name: "equal to none of the values",
      queries: [q("equal", "title", ["Chess"])],
      passes: false,
    },
    { name: "equal compares types strictly", queries: [q("equal", "votes", ["7"])], passes: false },
    { name: "notEqual", queries: [q("notEqual", "title", ["Chess"])], passes: true },
    { name: "greaterThan a number", queries: [q("greaterThan", "votes", [5])], passes: true },
    { name: "lessThanEqual a number", queries: [q("lessThanEqual", "votes", [6])], passes: false },
    {
      name: "greaterThanEqual a datetime string",
      queries: [q("greaterThanEqual", "start", ["2026-09-01T00:00:00.000+00:00"])],
      passes: true,
    },
    {
      name: "a number against a string never compares",
      queries: [q("lessThan", "title", [5])],
      passes: false,
    },
    { name: "isNull", queries: [q("isNull", "location", [])], passes: true },
    { name: "isNotNull", queries: [q("isNotNull", "location", [])], passes: false },
    {
      name: "an attribute the payload lacks",
      queries: [q("isNull", "missing", [])],
      passes: false,
    },
    {
      name: "or of a miss and a hit",
      queries: [
        JSON.stringify({
          method: "or",
          values: [
            { method: "equal", attribute: "title", values: ["Chess"] },
            { method: "greaterThan", attribute: "votes", values: [1] },
          ],
        }),
      ],
      passes: true,
    },
    {
      name: "every top-level query must hold",
      queries: [q("equal", "title", ["Picnic"]), q("lessThan", "votes", [3])],
      passes: false,
    },
    {
      name: 'select("*") means every event',
      queries: [q("equal", "title", ["Chess"]), q("select", "", ["*"])],
      passes: true,
    },
  ];

  test.each(cases)("$name", ({ queries, passes }) => {
    expect(matchesQueries(parseEventQueries(queries), payload)).toBe(passes);
  });

  const refused = [
    { name: "a method realtime cannot run", text: q("search", "title", ["x"]) },
    { name: "a select of some attributes", text: q("select", "", ["title"]) },
    { name: "text that is not a query", text: "title=Picnic" },
  ];

  test.each(refused)("$name is general_query_invalid", ({ text }) => {
    expect(() => parseEventQueries([text])).toThrow(AppwriteError);
  });
});
