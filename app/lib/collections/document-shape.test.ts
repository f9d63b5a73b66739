import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COLLECTION_ATTRIBUTES } from "./attributes.generated.ts";
import { attributesObject, type CollectionId } from "./document-shape.ts";

// Read straight from appwrite.json, not from the generated module, so a stale or wrong
// generation fails here as well as in cli/collections-typegen.test.ts.
const declared = z.object({
  collections: z.array(
    z.object({
      $id: z.string(),
      attributes: z.array(
        z.object({
          key: z.string(),
          type: z.string(),
          required: z.boolean(),
          array: z.boolean(),
          size: z.number().optional(),
          min: z.number().optional(),
          max: z.number().optional(),
          format: z.string().optional(),
          elements: z.array(z.string()).optional(),
          default: z.unknown(),
        }),
      ),
    }),
  ),
});

const project = declared.parse(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../../appwrite.json"), "utf8")),
);

type Declared = z.infer<typeof declared>["collections"][number]["attributes"][number];

function isCollectionId(id: string): id is CollectionId {
  return Object.hasOwn(COLLECTION_ATTRIBUTES, id);
}

/** The site's schema for attribute `key` of collection `collectionId`. */
function siteSchemaOf(collectionId: string, key: string) {
  if (!isCollectionId(collectionId)) throw new Error(`unknown collection ${collectionId}`);
  const found = Object.entries(attributesObject(collectionId).shape).find(([name]) => name === key);
  if (found === undefined) throw new Error(`no schema for ${collectionId}.${key}`);
  return found[1];
}

/** A value Appwrite takes for `attribute`, and values it refuses, each with why. */
function valuesFor(attribute: Declared): { good: unknown[]; bad: unknown[] } {
  switch (attribute.type) {
    case "string": {
      if (attribute.format === "enum") return { good: attribute.elements ?? [], bad: ["not one"] };
      const size = attribute.size ?? 0;
      // Emoji count as one character each, as Appwrite counts them.
      return { good: ["", "🏳️‍🌈".slice(0, 2).repeat(size)], bad: ["x".repeat(size + 1), 7] };
    }
    case "integer":
      return {
        good: [attribute.min, attribute.max],
        bad: [(attribute.min ?? 0) - 1, (attribute.max ?? 0) + 1, 1.5, "1"],
      };
    case "boolean":
      return { good: [true, false], bad: ["true", "false", 1] };
    case "datetime":
      return { good: ["2026-11-25T20:30:00.000+00:00"], bad: [1764102600000] };
    default:
      throw new Error(`no test values for type ${attribute.type}`);
  }
}

const cases = project.collections.flatMap((collection) =>
  collection.attributes.map((attribute) => ({
    name: `${collection.$id}.${attribute.key}`,
    collectionId: collection.$id,
    attribute,
  })),
);

describe("every collection's site shape follows appwrite.json", () => {
  it("covers every collection", () => {
    const ids = project.collections.map((collection) => collection.$id);
    expect(ids.filter(isCollectionId)).toEqual(ids);
  });

  it("reads exactly each collection's attributes", () => {
    for (const collection of project.collections) {
      if (!isCollectionId(collection.$id)) throw new Error(`unknown ${collection.$id}`);
      const keys = Object.keys(attributesObject(collection.$id).shape);
      expect(keys).toEqual(collection.attributes.map((attribute) => attribute.key));
    }
  });

  it.each(cases)(
    "$name takes what Appwrite takes and refuses what it refuses",
    ({ collectionId, attribute }) => {
      const value = siteSchemaOf(collectionId, attribute.key);
      const { good, bad } = valuesFor(attribute);
      for (const accepted of good) {
        const read = value.safeParse(attribute.array ? [accepted] : accepted);
        expect(read.success, `${JSON.stringify(accepted)} accepted`).toBe(true);
      }
      for (const refused of bad) {
        expect(
          value.safeParse(attribute.array ? [refused] : refused).success,
          `${JSON.stringify(refused)} refused`,
        ).toBe(false);
      }
    },
  );

  it.each(cases)(
    "$name is required or has the site's unset value, as declared",
    ({ collectionId, attribute }) => {
      const value = siteSchemaOf(collectionId, attribute.key);
      if (attribute.required) {
        expect(value.safeParse(undefined).success).toBe(false);
        expect(value.safeParse(null).success).toBe(false);
        return;
      }
      const unset = attribute.array
        ? []
        : attribute.type === "string" && !attribute.format
          ? ""
          : attribute.type === "boolean"
            ? (attribute.default ?? false)
            : (attribute.default ?? null);
      expect(value.parse(null)).toEqual(unset);
      expect(value.parse(undefined)).toEqual(unset);
    },
  );
});
