import { AppwriteError } from "../errors/appwrite-error.ts";
import { checkAttributeValue, type AttributeValue } from "./attribute-value.ts";
import type { AttributeSchema, CollectionSchema } from "./project-schema.ts";

/**
 * System fields a client may send inside `data` (the SDK's models carry them) and that are never
 * stored from it: the server sets them, as Appwrite removes them before validating.
 */
const systemKeys = new Set([
  "$id",
  "$sequence",
  "$collectionId",
  "$databaseId",
  "$createdAt",
  "$updatedAt",
  "$permissions",
]);

/** `data` without the system fields the server owns. */
export function withoutSystemFields(
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !systemKeys.has(key)));
}

/**
 * Checks document data against the collection like Appwrite's structure validator: required
 * attributes first, then unknown keys, then each value. Attributes missing from `data` take
 * `fill(attribute)`: the default on create, the stored value on update. Returns every
 * attribute's value in stored form (datetimes normalised); the first problem is a 400
 * document_invalid_structure, e.g. `Invalid document structure: Missing required attribute "start"`.
 */
export function checkDocumentStructure(
  collection: CollectionSchema,
  data: Readonly<Record<string, unknown>>,
  fill: (attribute: AttributeSchema) => AttributeValue,
): Record<string, AttributeValue> {
  const valueOf = (attribute: AttributeSchema): unknown =>
    Object.hasOwn(data, attribute.key) ? (data[attribute.key] ?? null) : fill(attribute);
  const missing = collection.attributes.find(
    (attribute) => attribute.required && valueOf(attribute) === null,
  );
  if (missing) throw invalidStructure(`Missing required attribute "${missing.key}"`);
  const known = new Set(collection.attributes.map((attribute) => attribute.key));
  const unknown = Object.keys(data).find((key) => !known.has(key));
  if (unknown !== undefined) throw invalidStructure(`Unknown attribute: "${unknown}"`);

  const record: Record<string, AttributeValue> = {};
  for (const attribute of collection.attributes) {
    const result = checkAttributeValue(attribute, valueOf(attribute));
    if ("problem" in result) throw invalidStructure(result.problem);
    record[attribute.key] = result.value;
  }
  return record;
}

function invalidStructure(problem: string): AppwriteError {
  return new AppwriteError("document_invalid_structure", `Invalid document structure: ${problem}`);
}
