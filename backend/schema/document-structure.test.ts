import { describe, expect, it } from "vitest";
import type { AttributeValue } from "./attribute-value.ts";
import { checkDocumentStructure, withoutSystemFields } from "./document-structure.ts";
import { parseProjectSchema } from "./load-project-schema.ts";
import type { CollectionSchema } from "./project-schema.ts";

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
        { key: "start", type: "datetime", required: true },
        { key: "seats", type: "integer", min: 0, max: 30 },
        { key: "rating", type: "double", min: 0, max: 5 },
        { key: "canceled", type: "boolean", default: false },
        { key: "tags", type: "string", size: 5, array: true },
        { key: "contact", type: "string", format: "email" },
        { key: "website", type: "string", format: "url" },
        { key: "room", type: "string", format: "ip" },
        { key: "mood", type: "string", format: "enum", elements: ["calm", "loud"] },
      ],
    },
  ],
});
const meetings: CollectionSchema = schema.collections[0] ?? raise();

function raise(): never {
  throw new Error("the test schema has no collection");
}

const create = (data: Record<string, unknown>) =>
  checkDocumentStructure(meetings, { start: "2026-11-25T14:30:00Z", ...data }, (a) => a.default);

describe("document data against the attribute rules", () => {
  it("fills defaults, leaves unset optional attributes null and normalises datetimes", () => {
    expect(create({ title: "Pride picnic" })).toEqual({
      title: "Pride picnic",
      start: "2026-11-25T14:30:00.000+00:00",
      seats: null,
      rating: null,
      canceled: false,
      tags: null,
      contact: null,
      website: null,
      room: null,
      mood: null,
    });
  });

  it("accepts values at the edges of each rule", () => {
    const valid = {
      title: "x".repeat(255),
      seats: 30,
      rating: 4.5,
      canceled: true,
      tags: ["queer", null, "ally"],
      contact: "leaders@example.edu",
      website: "https://example.org/pride",
      room: "10.0.0.1",
      mood: "loud",
    };
    expect(create(valid)).toMatchObject({ ...valid, tags: ["queer", null, "ally"] });
  });

  const problems: { name: string; data: Record<string, unknown>; message: string }[] = [
    {
      name: "a string over its size",
      data: { title: "x".repeat(256) },
      message:
        'Attribute "title" has invalid type. Value must be a valid string and no longer than 255 chars',
    },
    {
      name: "a number for a string",
      data: { title: 5 },
      message:
        'Attribute "title" has invalid type. Value must be a valid string and no longer than 255 chars',
    },
    {
      name: "a missing required attribute",
      data: { start: null },
      message: 'Missing required attribute "start"',
    },
    {
      name: "an unknown attribute",
      data: { speaker: "Sam" },
      message: 'Unknown attribute: "speaker"',
    },
    {
      name: "an unparseable date",
      data: { start: "soon" },
      message: 'Attribute "start" has invalid type. Value must be valid date.',
    },
    {
      name: "a fraction for an integer",
      data: { seats: 1.5 },
      message: 'Attribute "seats" has invalid format. Value must be a valid integer',
    },
    {
      name: "an integer out of range",
      data: { seats: 31 },
      message: 'Attribute "seats" has invalid format. Value must be a valid range between 0 and 30',
    },
    {
      name: "a string for a double",
      data: { rating: "4" },
      message: 'Attribute "rating" has invalid format. Value must be a valid float',
    },
    {
      name: "a string for a boolean",
      data: { canceled: "false" },
      message: 'Attribute "canceled" has invalid type. Value must be a valid boolean',
    },
    {
      name: "a scalar for an array",
      data: { tags: "queer" },
      message: 'Attribute "tags" must be an array',
    },
    {
      name: "a too long array element",
      data: { tags: ["ok", "toolong"] },
      message:
        "Attribute \"tags['1']\" has invalid type. Value must be a valid string and no longer than 5 chars",
    },
    {
      name: "a malformed email",
      data: { contact: "leaders" },
      message: 'Attribute "contact" has invalid format. Value must be a valid email address',
    },
    {
      name: "a malformed URL",
      data: { website: "example.org" },
      message: 'Attribute "website" has invalid format. Value must be a valid URL',
    },
    {
      name: "a malformed IP",
      data: { room: "214" },
      message: 'Attribute "room" has invalid format. Value must be a valid IP address',
    },
    {
      name: "a value outside the enum",
      data: { mood: "sad" },
      message: 'Attribute "mood" has invalid format. Value must be one of (calm, loud)',
    },
  ];

  it.each(problems)(
    "refuses $name with document_invalid_structure naming it",
    ({ data, message }) => {
      expect(() => create(data)).toThrow(
        expect.objectContaining({
          type: "document_invalid_structure",
          code: 400,
          message: `Invalid document structure: ${message}`,
        }),
      );
    },
  );

  it("counts characters, not bytes, against a string's size", () => {
    expect(create({ tags: ["🏳️‍🌈"] }).tags).toEqual(["🏳️‍🌈"]);
  });

  it("on update keeps stored values for attributes that are not sent", () => {
    const stored = new Map<string, AttributeValue>([
      ["start", "2026-01-01T00:00:00.000+00:00"],
      ["seats", 10],
    ]);
    const checked = checkDocumentStructure(
      meetings,
      { seats: 12 },
      (a) => stored.get(a.key) ?? null,
    );
    expect(checked).toMatchObject({ seats: 12, start: "2026-01-01T00:00:00.000+00:00" });
  });

  it("removes the system fields the SDK models carry before checking", () => {
    const sent = {
      $id: "x",
      $sequence: "1",
      $collectionId: "c",
      $databaseId: "d",
      $createdAt: "t",
      $updatedAt: "t",
      $permissions: [],
      title: "Hi",
    };
    expect(withoutSystemFields(sent)).toEqual({ title: "Hi" });
    expect(() => create({ $secret: 1 })).toThrow('Unknown attribute: "$secret"');
  });
});
