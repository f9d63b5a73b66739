import type {
  AttributeSchema,
  CollectionSchema,
  IndexSchema,
  ProjectSchema,
} from "./project-schema.ts";

/** One change that brings stored tables from the applied schema to the new appwrite.json. */
export type MigrationStep =
  | { kind: "createCollection"; collection: CollectionSchema }
  | { kind: "dropCollection"; collection: CollectionSchema }
  | { kind: "addAttribute"; collection: CollectionSchema; attribute: AttributeSchema }
  | { kind: "dropAttribute"; collection: CollectionSchema; attribute: AttributeSchema }
  | { kind: "shrinkAttribute"; collection: CollectionSchema; attribute: AttributeSchema }
  | { kind: "createIndex"; collection: CollectionSchema; index: IndexSchema }
  | { kind: "dropIndex"; collection: CollectionSchema; index: IndexSchema };

/**
 * Compares the schema the tables were built from (null on a new database) with the new one and
 * lists the steps, ordered so each can run: indexes go before the columns they cover and come
 * back after. Changes that only affect validation (required, defaults, ranges, growing a size)
 * need no step. Changing an attribute's type or array flag is refused, as Appwrite refuses it.
 */
export function planMigration(stored: ProjectSchema | null, next: ProjectSchema): MigrationStep[] {
  const before = new Map((stored?.collections ?? []).map((c) => [qualifiedId(c), c]));
  const after = new Map(next.collections.map((c) => [qualifiedId(c), c]));
  const steps: MigrationStep[] = [];
  const refusals: string[] = [];

  for (const [id, old] of before) {
    const current = after.get(id);
    if (!current) {
      steps.push({ kind: "dropCollection", collection: old });
      continue;
    }
    for (const index of changedIndexes(old, current)) {
      steps.push({ kind: "dropIndex", collection: old, index });
    }
  }
  for (const [id, current] of after) {
    const old = before.get(id);
    if (!old) {
      steps.push({ kind: "createCollection", collection: current });
      steps.push(...current.indexes.map((index) => createIndex(current, index)));
      continue;
    }
    const changes = attributeSteps(old, current);
    refusals.push(...changes.refusals);
    steps.push(...changes.steps);
    steps.push(...changedIndexes(current, old).map((index) => createIndex(current, index)));
  }
  if (refusals.length > 0) {
    throw new Error(
      `appwrite.json cannot be applied to the stored data:\n  - ${refusals.join("\n  - ")}`,
    );
  }
  return steps;
}

function attributeSteps(
  old: CollectionSchema,
  current: CollectionSchema,
): { steps: MigrationStep[]; refusals: string[] } {
  const oldAttributes = new Map(old.attributes.map((a) => [a.key, a]));
  const newKeys = new Set(current.attributes.map((a) => a.key));
  const steps: MigrationStep[] = old.attributes
    .filter((attribute) => !newKeys.has(attribute.key))
    .map((attribute) => ({ kind: "dropAttribute", collection: current, attribute }));
  const refusals: string[] = [];
  for (const attribute of current.attributes) {
    const previous = oldAttributes.get(attribute.key);
    if (!previous) {
      steps.push({ kind: "addAttribute", collection: current, attribute });
    } else if (previous.type !== attribute.type || previous.array !== attribute.array) {
      refusals.push(
        `collection "${current.$id}" > attribute "${attribute.key}": changed from ${describe(previous)} to ${describe(attribute)}. ` +
          "Appwrite cannot change an attribute's type; add a new attribute under another key and remove this one.",
      );
    } else if (
      previous.type === "string" &&
      attribute.type === "string" &&
      attribute.size < previous.size
    ) {
      steps.push({ kind: "shrinkAttribute", collection: current, attribute });
    }
  }
  return { steps, refusals };
}

/** Indexes of `collection` that `other` lacks or declares differently. */
function changedIndexes(collection: CollectionSchema, other: CollectionSchema): IndexSchema[] {
  const otherIndexes = new Map(other.indexes.map((index) => [index.key, JSON.stringify(index)]));
  return collection.indexes.filter(
    (index) => otherIndexes.get(index.key) !== JSON.stringify(index),
  );
}

function createIndex(collection: CollectionSchema, index: IndexSchema): MigrationStep {
  return { kind: "createIndex", collection, index };
}

function qualifiedId(collection: CollectionSchema): string {
  return `${collection.databaseId}/${collection.$id}`;
}

function describe(attribute: AttributeSchema): string {
  return attribute.array ? `${attribute.type}[]` : attribute.type;
}
