import type { AttributeScalar, AttributeValue } from "../../schema/attribute-value.ts";
import type {
  AttributeSchema,
  CollectionSchema,
  ProjectSchema,
} from "../../schema/project-schema.ts";
import type { CollectionRef, StoredDocument, SystemField } from "../document-store.ts";
import { identifier, type Sql, type SqlValue } from "./sql.ts";

/**
 * How one collection lives in SQLite: a documents table with system columns and one column per
 * attribute (named by the attribute key, so the file reads like appwrite.json), and a table of
 * its documents' permissions, one row per (type, role), like Appwrite's `_perms`.
 */
export interface CollectionTable {
  schema: CollectionSchema;
  documents: string;
  permissions: string;
  attributes: ReadonlyMap<string, AttributeSchema>;
}

// The one place Appwrite's `$` system fields become column names. Attribute keys cannot start
// with "_", so these never collide with an attribute column.
const systemColumns: Record<SystemField, string> = {
  $id: "_id",
  $sequence: "_sequence",
  $createdAt: "_created_at",
  $updatedAt: "_updated_at",
};

/** A collection's tables, e.g. `documents__main__posts`. */
export function collectionTableOf(collection: CollectionSchema): CollectionTable {
  const suffix = `${collection.databaseId}__${collection.$id}`;
  return {
    schema: collection,
    documents: `documents__${suffix}`,
    permissions: `permissions__${suffix}`,
    attributes: new Map(collection.attributes.map((attribute) => [attribute.key, attribute])),
  };
}

/** SQLite index names are global to the file, so they carry the collection too. */
export function indexNameOf(collection: CollectionSchema, indexKey: string): string {
  return `index__${collection.databaseId}__${collection.$id}__${indexKey}`;
}

/** Every collection's tables, by `databaseId/collectionId`. */
export function collectionTablesOf(schema: ProjectSchema): Map<string, CollectionTable> {
  const tables = new Map<string, CollectionTable>();
  const names = new Set<string>();
  for (const collection of schema.collections) {
    const table = collectionTableOf(collection);
    if (names.has(table.documents)) {
      throw new Error(
        `Collection "${collection.$id}" and another map to one table (${table.documents}); rename one.`,
      );
    }
    names.add(table.documents);
    tables.set(refKey(collection.databaseId, collection.$id), table);
  }
  return tables;
}

function refKey(databaseId: string, collectionId: string): string {
  return `${databaseId}/${collectionId}`;
}

/** Looks up a collection the service already resolved; a miss is a bug, not a user error. */
export function tableFor(
  tables: Map<string, CollectionTable>,
  ref: CollectionRef,
): CollectionTable {
  const table = tables.get(refKey(ref.databaseId, ref.collectionId));
  if (!table) throw new Error(`No table for collection ${ref.databaseId}/${ref.collectionId}`);
  return table;
}

/** The quoted column of an attribute key or system field checked against the schema. */
export function columnOf(table: CollectionTable, field: string): Sql {
  if (isSystemField(field)) return identifier(systemColumns[field]);
  if (!table.attributes.has(field))
    throw new Error(`No attribute "${field}" in ${table.documents}`);
  return identifier(field);
}

function isSystemField(field: string): field is SystemField {
  return Object.hasOwn(systemColumns, field);
}

/** The SQLite column type of an attribute: arrays are JSON text. */
export function columnTypeOf(attribute: AttributeSchema): string {
  if (attribute.array) return "TEXT";
  switch (attribute.type) {
    case "integer":
    case "boolean":
      return "INTEGER";
    case "double":
      return "REAL";
    default:
      return "TEXT";
  }
}

export function encodeScalar(value: AttributeScalar): SqlValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

export function encodeValue(value: AttributeValue): SqlValue {
  if (value === null) return null;
  return typeof value === "object" ? JSON.stringify(value) : encodeScalar(value);
}

/** A `SELECT *` row of a documents table as a StoredDocument. */
export function decodeDocument(table: CollectionTable, row: unknown): StoredDocument {
  const columns = new Map<string, unknown>(
    typeof row === "object" && row !== null ? Object.entries(row) : [],
  );
  const data: Record<string, AttributeValue> = {};
  for (const attribute of table.schema.attributes) {
    data[attribute.key] = decodeValue(attribute, columns.get(attribute.key));
  }
  return {
    id: expectText(columns.get("_id")),
    sequence: expectNumber(columns.get("_sequence")),
    createdAt: expectText(columns.get("_created_at")),
    updatedAt: expectText(columns.get("_updated_at")),
    permissions: parseJsonList(columns.get("_permissions")).map(expectText),
    data,
  };
}

function decodeValue(attribute: AttributeSchema, stored: unknown): AttributeValue {
  if (stored === null || stored === undefined) return null;
  if (!attribute.array) return decodeScalar(attribute, stored);
  return parseJsonList(stored).map((element) =>
    element === null ? null : decodeScalar(attribute, element),
  );
}

function decodeScalar(attribute: AttributeSchema, stored: unknown): AttributeScalar {
  switch (attribute.type) {
    case "boolean":
      // JSON arrays keep true/false; columns keep 0/1.
      return typeof stored === "boolean" ? stored : expectNumber(stored) === 1;
    case "integer":
    case "double":
      return expectNumber(stored);
    default:
      return expectText(stored);
  }
}

function parseJsonList(stored: unknown): unknown[] {
  const parsed: unknown = JSON.parse(expectText(stored));
  if (!Array.isArray(parsed)) throw new Error("Stored JSON list is not an array");
  return parsed;
}

function expectText(value: unknown): string {
  if (typeof value !== "string") throw new Error(`Stored value ${String(value)} is not text`);
  return value;
}

function expectNumber(value: unknown): number {
  if (typeof value !== "number") throw new Error(`Stored value ${String(value)} is not a number`);
  return value;
}
