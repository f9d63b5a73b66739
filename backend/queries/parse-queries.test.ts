import { Query } from "appwrite";
import { describe, expect, it } from "vitest";
import { parseProjectSchema } from "../schema/load-project-schema.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import { parseGetQueries, parseListQueries } from "./parse-queries.ts";

const schema = parseProjectSchema({
  projectId: "p",
  databases: [{ $id: "db", name: "db" }],
  collections: [
    {
      $id: "meetings",
      databaseId: "db",
      name: "meetings",
      attributes: [
        { key: "title", type: "string", size: 255 },
        { key: "start", type: "datetime" },
        { key: "seats", type: "integer" },
        { key: "rating", type: "double" },
        { key: "canceled", type: "boolean" },
        { key: "tags", type: "string", size: 20, array: true },
        { key: "secret", type: "string", size: 20, encrypt: true },
      ],
    },
  ],
});
const meetings: CollectionSchema = schema.collections[0] ?? raise();

function raise(): never {
  throw new Error("the test schema has no collection");
}

const filterOf = (query: string) => parseListQueries([query], meetings).filters[0];

describe("parsing the SDK's list queries", () => {
  const filters: { name: string; query: string; filter: unknown }[] = [
    {
      name: "equal",
      query: Query.equal("title", "Picnic"),
      filter: { method: "equal", field: "title", values: ["Picnic"] },
    },
    {
      name: "equal to any of a list",
      query: Query.equal("seats", [1, 2]),
      filter: { method: "equal", field: "seats", values: [1, 2] },
    },
    {
      name: "notEqual",
      query: Query.notEqual("canceled", true),
      filter: { method: "notEqual", field: "canceled", values: [true] },
    },
    {
      name: "lessThan",
      query: Query.lessThan("seats", 5),
      filter: { method: "lessThan", field: "seats", values: [5] },
    },
    {
      name: "lessThanEqual",
      query: Query.lessThanEqual("rating", 4.5),
      filter: { method: "lessThanEqual", field: "rating", values: [4.5] },
    },
    {
      name: "greaterThan on a datetime, normalised",
      query: Query.greaterThan("start", "2026-11-25T08:30:00-06:00"),
      filter: { method: "greaterThan", field: "start", values: ["2026-11-25T14:30:00.000+00:00"] },
    },
    {
      name: "greaterThanEqual",
      query: Query.greaterThanEqual("seats", 0),
      filter: { method: "greaterThanEqual", field: "seats", values: [0] },
    },
    {
      name: "between",
      query: Query.between("seats", 1, 9),
      filter: { method: "between", field: "seats", values: [1, 9] },
    },
    {
      name: "notBetween",
      query: Query.notBetween("seats", 1, 9),
      filter: { method: "notBetween", field: "seats", values: [1, 9] },
    },
    {
      name: "isNull",
      query: Query.isNull("title"),
      filter: { method: "isNull", field: "title", values: [] },
    },
    {
      name: "isNotNull",
      query: Query.isNotNull("tags"),
      filter: { method: "isNotNull", field: "tags", values: [] },
    },
    {
      name: "startsWith",
      query: Query.startsWith("title", "Pic"),
      filter: { method: "startsWith", field: "title", values: ["Pic"] },
    },
    {
      name: "notStartsWith",
      query: Query.notStartsWith("title", "Pic"),
      filter: { method: "notStartsWith", field: "title", values: ["Pic"] },
    },
    {
      name: "endsWith",
      query: Query.endsWith("title", "nic"),
      filter: { method: "endsWith", field: "title", values: ["nic"] },
    },
    {
      name: "notEndsWith",
      query: Query.notEndsWith("title", "nic"),
      filter: { method: "notEndsWith", field: "title", values: ["nic"] },
    },
    {
      name: "contains on a string",
      query: Query.contains("title", "cni"),
      filter: { method: "contains", field: "title", values: ["cni"] },
    },
    {
      name: "contains on an array",
      query: Query.contains("tags", ["ally"]),
      filter: { method: "contains", field: "tags", values: ["ally"] },
    },
    {
      name: "notContains",
      query: Query.notContains("tags", "ally"),
      filter: { method: "notContains", field: "tags", values: ["ally"] },
    },
    {
      name: "createdAfter",
      query: Query.createdAfter("2026-01-01"),
      filter: {
        method: "greaterThan",
        field: "$createdAt",
        values: ["2026-01-01T00:00:00.000+00:00"],
      },
    },
    {
      name: "updatedBefore",
      query: Query.updatedBefore("2026-01-01T00:00:00Z"),
      filter: {
        method: "lessThan",
        field: "$updatedAt",
        values: ["2026-01-01T00:00:00.000+00:00"],
      },
    },
    {
      name: "$id",
      query: Query.equal("$id", "abc"),
      filter: { method: "equal", field: "$id", values: ["abc"] },
    },
    {
      name: "$sequence as a number or a string",
      query: Query.between("$sequence", 1, "20"),
      filter: { method: "between", field: "$sequence", values: [1, 20] },
    },
    {
      name: "or inside and",
      query: Query.and([
        Query.equal("canceled", false),
        Query.or([Query.isNull("seats"), Query.greaterThan("seats", 3)]),
      ]),
      filter: {
        method: "and",
        filters: [
          { method: "equal", field: "canceled", values: [false] },
          {
            method: "or",
            filters: [
              { method: "isNull", field: "seats", values: [] },
              { method: "greaterThan", field: "seats", values: [3] },
            ],
          },
        ],
      },
    },
  ];

  it.each(filters)("reads $name", ({ query, filter }) => {
    expect(filterOf(query)).toEqual(filter);
  });

  it("uses Appwrite's defaults without queries: 25 documents from the start, in sequence order", () => {
    expect(parseListQueries([], meetings)).toEqual({
      filters: [],
      select: null,
      orders: [],
      limit: 25,
      offset: 0,
      cursor: null,
    });
  });

  it("reads select, orders, limit, offset and cursor, keeping the first limit as Appwrite does", () => {
    const parsed = parseListQueries(
      [
        Query.select(["title", "$id"]),
        Query.orderAsc("start"),
        Query.orderDesc("$createdAt"),
        Query.limit(5),
        Query.limit(9),
        Query.offset(10),
        Query.cursorAfter("m1"),
      ],
      meetings,
    );
    expect(parsed).toEqual({
      filters: [],
      select: ["title"],
      orders: [
        { field: "start", direction: "asc" },
        { field: "$createdAt", direction: "desc" },
      ],
      limit: 5,
      offset: 10,
      cursor: { direction: "after", documentId: "m1" },
    });
    expect(parseListQueries([Query.select(["*"])], meetings).select).toBeNull();
  });

  const refusals: { name: string; query: string; message: string }[] = [
    { name: "malformed JSON", query: "{nope", message: 'Invalid query: Syntax error in "{nope"' },
    { name: "a JSON array", query: "[]", message: "Invalid query. Must be an object, got array" },
    {
      name: "an unknown method",
      query: '{"method":"like","attribute":"title","values":["x"]}',
      message: "Invalid query method: like",
    },
    {
      name: "a method this server does not implement",
      query: Query.search("title", "x"),
      message: 'Invalid query: Query method "search" is not supported by this server.',
    },
    {
      name: "an unknown attribute",
      query: Query.equal("speaker", "Sam"),
      message: "Invalid query: Attribute not found in schema: speaker",
    },
    {
      name: "a string for an integer",
      query: Query.equal("seats", "3"),
      message: 'Invalid query: Query value is invalid for attribute "seats"',
    },
    {
      name: "a number for a string",
      query: Query.equal("title", 3),
      message: 'Invalid query: Query value is invalid for attribute "title"',
    },
    {
      name: "a date that is not one",
      query: Query.lessThan("start", "tomorrow"),
      message: 'Invalid query: Query value is invalid for attribute "start"',
    },
    {
      name: "equal without values",
      query: Query.equal("title", []),
      message: "Invalid query: Equal queries require at least one value.",
    },
    {
      name: "between with one value",
      query: '{"method":"between","attribute":"seats","values":[1]}',
      message: "Invalid query: Between queries require exactly two values.",
    },
    {
      name: "startsWith on a number",
      query: Query.startsWith("seats", "1"),
      message:
        'Invalid query: Cannot query startsWith on attribute "seats" because it is not a string.',
    },
    {
      name: "contains on a boolean",
      query: Query.contains("canceled", "t"),
      message:
        'Invalid query: Cannot query contains on attribute "canceled" because it is not an array or string.',
    },
    {
      name: "equal on an array",
      query: Query.equal("tags", "ally"),
      message: 'Invalid query: Cannot query equal on attribute "tags" because it is an array.',
    },
    {
      name: "an encrypted attribute",
      query: Query.equal("secret", "x"),
      message: "Invalid query: Cannot query encrypted attribute: secret",
    },
    {
      name: "or with one query",
      query: Query.or([Query.isNull("title")]),
      message: "Invalid query: Or queries require at least two queries",
    },
    {
      name: "a limit inside or",
      query: Query.or([Query.limit(1), Query.isNull("title")]),
      message: "Invalid query: Or queries can only contain filter queries",
    },
    {
      name: "a limit of 0",
      query: Query.limit(0),
      message: "Invalid query: Invalid limit: Value must be a valid range between 1 and 5,000",
    },
    {
      name: "a limit over 5000",
      query: Query.limit(5001),
      message: "Invalid query: Invalid limit: Value must be a valid range between 1 and 5,000",
    },
    {
      name: "a negative offset",
      query: Query.offset(-1),
      message:
        "Invalid query: Invalid offset: Value must be a valid range between 0 and 9,007,199,254,740,991",
    },
    {
      name: "a cursor that is no id",
      query: Query.cursorBefore("not an id"),
      message: expect.stringContaining("Invalid query: Invalid cursor"),
    },
    {
      name: "ordering by an unknown attribute",
      query: Query.orderAsc("speaker"),
      message: "Invalid query: Attribute not found in schema: speaker",
    },
    {
      name: "ordering by an array",
      query: Query.orderDesc("tags"),
      message: 'Invalid query: Cannot order by array attribute "tags"',
    },
    {
      name: "selecting an unknown attribute",
      query: Query.select(["speaker"]),
      message: "Invalid query: Attribute not found in schema: speaker",
    },
  ];

  it.each(refusals)("refuses $name with general_query_invalid", ({ query, message }) => {
    expect(() => parseListQueries([query], meetings)).toThrow(
      expect.objectContaining({ type: "general_query_invalid", code: 400, message }),
    );
  });
});

describe("parsing the SDK's get-document queries", () => {
  it("reads select", () => {
    expect(parseGetQueries([Query.select(["title", "start"])], meetings)).toEqual({
      select: ["title", "start"],
    });
  });

  it("refuses filters, which a single document does not take", () => {
    expect(() => parseGetQueries([Query.equal("title", "x")], meetings)).toThrow(
      "Invalid query method: equal",
    );
  });
});
