import { isValidCustomId } from "../security/account-id.ts";
import { checkAttributeValue } from "./attribute-value.ts";
import { parsePermission } from "./permission-string.ts";
import type { AttributeSchema, BucketSchema, CollectionSchema } from "./project-schema.ts";

/** Fields every collection has besides its attributes; indexes and queries may name them. */
const systemFields = ["$id", "$sequence", "$createdAt", "$updatedAt"] as const;

const ID_RULE =
  "must be at most 36 chars of a-z, A-Z, 0-9, period, hyphen and underscore, not starting with a special char";

/**
 * The rules zod's shape check cannot express: valid and unique ids, collections pointing at a
 * declared database, parseable permissions, defaults that fit their attribute, and indexes over
 * existing attributes. Returns one readable line per problem (empty when the schema is sound).
 */
export function findSchemaProblems(
  databases: readonly { $id: string }[],
  collections: readonly CollectionSchema[],
): string[] {
  const problems: string[] = [];
  const databaseIds = new Set<string>();
  for (const database of databases) {
    const name = `database "${database.$id}"`;
    if (!isValidCustomId(database.$id)) problems.push(`${name}: $id ${ID_RULE}`);
    if (databaseIds.has(database.$id)) problems.push(`${name} is declared twice`);
    databaseIds.add(database.$id);
  }
  const collectionIds = new Set<string>();
  for (const collection of collections) {
    const name = `collection "${collection.$id}"`;
    const qualifiedId = `${collection.databaseId}/${collection.$id}`;
    if (!isValidCustomId(collection.$id)) problems.push(`${name}: $id ${ID_RULE}`);
    if (!databaseIds.has(collection.databaseId)) {
      problems.push(`${name}: databaseId "${collection.databaseId}" is not in "databases"`);
    }
    if (collectionIds.has(qualifiedId)) problems.push(`${name} is declared twice`);
    collectionIds.add(qualifiedId);
    problems.push(...collectionProblems(collection).map((problem) => `${name} > ${problem}`));
  }
  return problems;
}

/**
 * What this backend cannot do for a storage bucket, besides valid and unique ids and parseable
 * permissions: it keeps files as they are on disk (no compression, no encryption beyond DATA_DIR
 * being private) and has no virus scanner, so a bucket asking for one is refused at start rather
 * than quietly served without it.
 */
export function findBucketProblems(buckets: readonly BucketSchema[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const bucket of buckets) {
    const name = `bucket "${bucket.$id}"`;
    if (!isValidCustomId(bucket.$id)) problems.push(`${name}: $id ${ID_RULE}`);
    if (ids.has(bucket.$id)) problems.push(`${name} is declared twice`);
    ids.add(bucket.$id);
    for (const text of bucket.$permissions) {
      const permission = parsePermission(text);
      if (typeof permission === "string") problems.push(`${name} > $permissions: ${permission}`);
    }
    if (bucket.compression !== "none") {
      problems.push(
        `${name}: compression "${bucket.compression}" is not available here; use "none"`,
      );
    }
    if (bucket.encryption) {
      problems.push(
        `${name}: encryption is not available here (files stay in the private DATA_DIR); set it to false`,
      );
    }
    if (bucket.antivirus) {
      problems.push(
        `${name}: antivirus is not available here (Appwrite's scanner is disabled); set it to false`,
      );
    }
  }
  return problems;
}

function collectionProblems(collection: CollectionSchema): string[] {
  const problems: string[] = [];
  for (const text of collection.$permissions) {
    const permission = parsePermission(text);
    if (typeof permission === "string") problems.push(`$permissions: ${permission}`);
  }
  const keys = new Set<string>();
  for (const attribute of collection.attributes) {
    const name = `attribute "${attribute.key}"`;
    if (!isValidCustomId(attribute.key)) problems.push(`${name}: key ${ID_RULE}`);
    if (keys.has(attribute.key)) problems.push(`${name} is declared twice`);
    keys.add(attribute.key);
    problems.push(...attributeProblems(attribute).map((problem) => `${name}: ${problem}`));
  }
  const indexKeys = new Set<string>();
  const indexable = new Set<string>([...keys, ...systemFields]);
  for (const index of collection.indexes) {
    const name = `index "${index.key}"`;
    if (!isValidCustomId(index.key)) problems.push(`${name}: key ${ID_RULE}`);
    if (indexKeys.has(index.key)) problems.push(`${name} is declared twice`);
    indexKeys.add(index.key);
    for (const key of index.attributes) {
      if (!indexable.has(key)) problems.push(`${name}: attribute "${key}" is not declared`);
    }
  }
  return problems;
}

function attributeProblems(attribute: AttributeSchema): string[] {
  const problems: string[] = [];
  if (
    (attribute.type === "integer" || attribute.type === "double") &&
    attribute.min > attribute.max
  ) {
    problems.push(`min (${attribute.min}) is greater than max (${attribute.max})`);
  }
  if (
    attribute.type === "string" &&
    attribute.format === "enum" &&
    attribute.elements.length === 0
  ) {
    problems.push("an enum attribute needs at least one element");
  }
  if (attribute.default === null) return problems;
  if (attribute.required || attribute.array) {
    // Appwrite: "Default values cannot be set for array or required attributes."
    problems.push("a required or array attribute cannot have a default; set default to null");
    return problems;
  }
  const checked = checkAttributeValue(attribute, attribute.default);
  if ("problem" in checked) problems.push(`default: ${checked.problem}`);
  return problems;
}
