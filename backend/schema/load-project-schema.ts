import fs from "node:fs";
import type { z } from "zod";
import {
  attributeShape,
  childOf,
  collectionShellShape,
  indexShape,
  projectSchemaShape,
  type ProjectSchema,
} from "./project-schema.ts";
import { findBucketProblems, findSchemaProblems } from "./schema-problems.ts";

/**
 * Checks parsed appwrite.json content and returns the typed, frozen schema. Every problem is
 * reported at once, one line each, named by collection and attribute rather than array index.
 */
export function parseProjectSchema(json: unknown, source = "appwrite.json"): ProjectSchema {
  const parsed = projectSchemaShape.safeParse(json);
  const problems = parsed.success
    ? [
        ...findSchemaProblems(parsed.data.databases, parsed.data.collections),
        ...findBucketProblems(parsed.data.buckets),
      ]
    : [
        ...parsed.error.issues.map(
          (issue) => `${describePath(json, issue.path)}: ${issue.message}`,
        ),
        ...problemsInSoundParts(json),
      ];
  if (!parsed.success || problems.length > 0) {
    const count = problems.length === 1 ? "a problem" : `${problems.length} problems`;
    throw new Error(`${source} has ${count}:\n  - ${problems.join("\n  - ")}`);
  }
  return parsed.data;
}

/** Reads and checks an appwrite.json file; the error names the file and every problem in it. */
export function loadProjectSchema(filePath: string): ProjectSchema {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filePath, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read ${filePath}: ${reason}`, { cause: error });
  }
  return parseProjectSchema(json, filePath);
}

/**
 * When the file's shape is wrong somewhere, the well-formed parts (each attribute and index on
 * its own) still get the deeper checks, so one run lists every problem.
 */
function problemsInSoundParts(json: unknown): string[] {
  const databases = listOf(childOf(json, "databases")).flatMap((entry) => {
    const id = childOf(entry, "$id");
    return typeof id === "string" ? [{ $id: id }] : [];
  });
  const collections = listOf(childOf(json, "collections")).flatMap((entry) => {
    const shell = collectionShellShape.safeParse(entry);
    if (!shell.success) return [];
    const attributes = shell.data.attributes.flatMap((raw) => soundOnly(attributeShape, raw));
    const indexes = shell.data.indexes.flatMap((raw) => soundOnly(indexShape, raw));
    return [{ ...shell.data, attributes, indexes }];
  });
  return findSchemaProblems(databases, collections);
}

function soundOnly<T>(schema: z.ZodType<T>, raw: unknown): T[] {
  const parsed = schema.safeParse(raw);
  return parsed.success ? [parsed.data] : [];
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `collection "posts" > attribute "title" > size` instead of `collections.0.attributes.2.size`. */
function describePath(json: unknown, path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let node = json;
  path.forEach((segment, at) => {
    node = childOf(node, segment);
    if (typeof segment !== "number") {
      labels.push(String(segment));
      return;
    }
    const kind = singular[String(path[at - 1])];
    const name = nameOf(node);
    const container = labels.pop() ?? "";
    labels.push(kind && name !== null ? `${kind} "${name}"` : `${container}[${segment}]`);
  });
  return labels.length > 0 ? labels.join(" > ") : "(top level)";
}

const singular: Partial<Record<string, string>> = {
  databases: "database",
  collections: "collection",
  attributes: "attribute",
  indexes: "index",
};

function nameOf(node: unknown): string | null {
  const name = childOf(node, "$id") ?? childOf(node, "key");
  return typeof name === "string" ? name : null;
}
