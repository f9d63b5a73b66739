import { isValidCustomId } from "../security/account-id.ts";
import { checkAttributeValue } from "./attribute-value.ts";
import { parsePermission } from "./permission-string.ts";
import type { AttributeSchema, CollectionSchema } from "./project-schema.ts";

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
