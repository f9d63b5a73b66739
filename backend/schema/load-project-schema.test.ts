import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProjectSchema, parseProjectSchema } from "./load-project-schema.ts";

function problemsOf(json: unknown): string {
  try {
    parseProjectSchema(json);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected the schema to be refused");
}

const collection = (attributes: unknown[], extra: Record<string, unknown> = {}) => ({
  projectId: "p",
  databases: [{ $id: "db", name: "db" }],
  collections: [{ $id: "things", databaseId: "db", name: "things", attributes, ...extra }],
});

describe("reading appwrite.json", () => {
  it("reads float as double and gives formatted strings Appwrite's sizes", () => {
    const schema = parseProjectSchema(
      collection([
        { key: "score", type: "float" },
        { key: "email", type: "string", format: "email" },
        { key: "mood", type: "string", format: "enum", elements: ["happy", "proud"] },
      ]),
    );
    expect(schema.collections[0]?.attributes).toMatchObject([
      { key: "score", type: "double" },
      { key: "email", type: "string", format: "email", size: 254 },
      { key: "mood", type: "string", format: "enum", size: 255 },
    ]);
  });

  const refusals: { name: string; json: unknown; message: RegExp }[] = [
    {
      name: "a relationship attribute",
      json: collection([{ key: "author", type: "relationship" }]),
      message: /attribute "author" > type: type "relationship" is not supported by this backend/,
    },
    {
      name: "a string without a size",
      json: collection([{ key: "title", type: "string" }]),
      message: /attribute "title" > size: a string attribute needs a size/,
    },
    {
      name: "a collection in an undeclared database",
      json: { ...collection([]), databases: [] },
      message: /collection "things": databaseId "db" is not in "databases"/,
    },
    {
      name: "an attribute key starting with a special char",
      json: collection([{ key: "_secret", type: "boolean" }]),
      message: /attribute "_secret": key must be at most 36 chars/,
    },
    {
      name: "a default on a required attribute",
      json: collection([{ key: "n", type: "integer", required: true, default: 1 }]),
      message: /attribute "n": a required or array attribute cannot have a default/,
    },
    {
      name: "a default outside the range",
      json: collection([{ key: "n", type: "integer", min: 0, max: 5, default: 9 }]),
      message: /attribute "n": default: .*valid range between 0 and 5/,
    },
    {
      name: "an enum default that is not an element",
      json: collection([
        { key: "mood", type: "string", format: "enum", elements: ["a"], default: "b" },
      ]),
      message: /Value must be one of \(a\)/,
    },
    {
      name: "a malformed collection permission",
      json: collection([], { $permissions: ["read(any)"] }),
      message: /\$permissions: Permission "read\(any\)" is not in the form type\("role"\)/,
    },
    {
      name: "an index over an undeclared attribute",
      json: collection([], { indexes: [{ key: "i", type: "key", attributes: ["ghost"] }] }),
      message: /index "i": attribute "ghost" is not declared/,
    },
    {
      name: "two attributes with one key",
      json: collection([
        { key: "a", type: "boolean" },
        { key: "a", type: "boolean" },
      ]),
      message: /attribute "a" is declared twice/,
    },
  ];

  it.each(refusals)("refuses $name with a readable message", ({ json, message }) => {
    expect(problemsOf(json)).toMatch(message);
  });

  it("lists every problem of the file at once, even when some parts are malformed", () => {
    const message = problemsOf(
      collection(
        [
          { key: "title", type: "string" },
          { key: "author", type: "relationship" },
          { key: "n", type: "integer", min: 5, max: 1 },
        ],
        { databaseId: "nowhere", $permissions: ['read("nobody")'] },
      ),
    );
    expect(message).toMatch(/^appwrite\.json has 5 problems:/);
    expect(message).toContain('attribute "title" > size');
    expect(message).toContain('attribute "author" > type');
    expect(message).toContain('databaseId "nowhere"');
    expect(message).toContain('Role "nobody" is not one of');
    expect(message).toContain("min (5) is greater than max (1)");
  });

  it("names the file when it is not JSON", () => {
    expect(() => loadProjectSchema(path.join(import.meta.dirname, "project-schema.ts"))).toThrow(
      /^Could not read .*project-schema\.ts: /,
    );
  });
});
