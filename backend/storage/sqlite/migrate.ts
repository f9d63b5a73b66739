import { parseProjectSchema } from "../../schema/load-project-schema.ts";
import { planMigration, type MigrationStep } from "../../schema/plan-migration.ts";
import type {
  AttributeSchema,
  CollectionSchema,
  IndexSchema,
  ProjectSchema,
} from "../../schema/project-schema.ts";
import {
  collectionTableOf,
  columnOf,
  columnTypeOf,
  encodeValue,
  indexNameOf,
} from "./collection-tables.ts";
import { dropUserRolesWithoutDocumentSecurity } from "./migrate-owner-roles.ts";
import { identifier, joinSql, keyword, sql, type SqlRunner } from "./sql.ts";

// The appwrite.json the document tables were last built from, as one JSON row.
const APPLIED_SCHEMA = identifier("documents_applied_schema");

/**
 * Brings the document tables in line with appwrite.json in one transaction: reads the schema the
 * tables were last built from, applies the planned steps (new collections, added and dropped
 * columns and indexes, checked size reductions), drops the `user:` roles from collections without
 * document security (migrate-owner-roles.ts), then stores the new schema. Any failure rolls
 * everything back and names the problem, so a bad appwrite.json never half-migrates the data.
 */
export function migrateDocumentTables(runner: SqlRunner, schema: ProjectSchema): void {
  runner.transaction(() => {
    runner.run(
      sql`CREATE TABLE IF NOT EXISTS ${APPLIED_SCHEMA} (id INTEGER PRIMARY KEY CHECK (id = 1), schema_json TEXT NOT NULL)`,
    );
    const appliedJson = runner.value(sql`SELECT schema_json FROM ${APPLIED_SCHEMA} WHERE id = 1`);
    for (const step of planMigration(readAppliedSchema(runner), schema)) applyStep(runner, step);
    dropUserRolesWithoutDocumentSecurity(runner, schema);
    const json = JSON.stringify(schema);
    // Written only when it changed: a start that migrates nothing writes nothing, so the
    // server starts on a full disk (decision 0067).
    if (appliedJson !== json) {
      runner.run(
        sql`INSERT INTO ${APPLIED_SCHEMA} (id, schema_json) VALUES (1, ${json}) ON CONFLICT (id) DO UPDATE SET schema_json = excluded.schema_json`,
      );
    }
  });
}

/** The schema the tables were built from, or null for a new database. */
function readAppliedSchema(runner: SqlRunner): ProjectSchema | null {
  const json = runner.value(sql`SELECT schema_json FROM ${APPLIED_SCHEMA} WHERE id = 1`);
  if (typeof json !== "string") return null;
  return parseProjectSchema(JSON.parse(json), "The schema stored in the database");
}

function applyStep(runner: SqlRunner, step: MigrationStep): void {
  switch (step.kind) {
    case "createCollection":
      return createCollection(runner, step.collection);
    case "dropCollection": {
      const { documents, permissions } = collectionTableOf(step.collection);
      runner.run(sql`DROP TABLE ${identifier(permissions)}`);
      runner.run(sql`DROP TABLE ${identifier(documents)}`);
      return;
    }
    case "addAttribute":
      return addAttribute(runner, step.collection, step.attribute);
    case "dropAttribute":
      runner.run(
        sql`ALTER TABLE ${documentsOf(step.collection)} DROP COLUMN ${identifier(step.attribute.key)}`,
      );
      return;
    case "shrinkAttribute":
      return checkShrink(runner, step.collection, step.attribute);
    case "createIndex":
      return createIndex(runner, step.collection, step.index);
    case "dropIndex":
      runner.run(
        sql`DROP INDEX IF EXISTS ${identifier(indexNameOf(step.collection, step.index.key))}`,
      );
      return;
  }
}

function createCollection(runner: SqlRunner, collection: CollectionSchema): void {
  const { documents, permissions } = collectionTableOf(collection);
  const attributeColumns = collection.attributes.map(
    (attribute) => sql`, ${identifier(attribute.key)} ${keyword(columnTypeOf(attribute))}`,
  );
  // AUTOINCREMENT so a deleted document's $sequence is never handed out again, as in Appwrite.
  runner.run(sql`CREATE TABLE ${identifier(documents)} (
    _sequence INTEGER PRIMARY KEY AUTOINCREMENT,
    _id TEXT NOT NULL UNIQUE,
    _created_at TEXT NOT NULL,
    _updated_at TEXT NOT NULL,
    _permissions TEXT NOT NULL DEFAULT '[]'${joinSql(attributeColumns, "")}
  )`);
  runner.run(sql`CREATE TABLE ${identifier(permissions)} (
    document_id TEXT NOT NULL REFERENCES ${identifier(documents)} (_id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    role TEXT NOT NULL,
    PRIMARY KEY (document_id, type, role)
  ) WITHOUT ROWID`);
  // Document-security reads look up "which documents may these roles read".
  runner.run(
    sql`CREATE INDEX ${identifier(`${permissions}__by_role`)} ON ${identifier(permissions)} (type, role, document_id)`,
  );
}

function addAttribute(
  runner: SqlRunner,
  collection: CollectionSchema,
  attribute: AttributeSchema,
): void {
  const column = identifier(attribute.key);
  runner.run(
    sql`ALTER TABLE ${documentsOf(collection)} ADD COLUMN ${column} ${keyword(columnTypeOf(attribute))}`,
  );
  // Existing documents get the new attribute's default, as if they had been created with it.
  if (attribute.default !== null) {
    runner.run(
      sql`UPDATE ${documentsOf(collection)} SET ${column} = ${encodeValue(attribute.default)}`,
    );
  }
}

function checkShrink(
  runner: SqlRunner,
  collection: CollectionSchema,
  attribute: AttributeSchema,
): void {
  if (attribute.type !== "string") return;
  const column = identifier(attribute.key);
  const tooLong = attribute.array
    ? sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE length(json_each.value) > ${attribute.size})`
    : sql`length(${column}) > ${attribute.size}`;
  const count = runner.value(sql`SELECT COUNT(*) FROM ${documentsOf(collection)} WHERE ${tooLong}`);
  if (typeof count === "number" && count > 0) {
    // Appwrite refuses the same resize (attribute_invalid_resize) rather than cut data.
    throw new Error(
      `collection "${collection.$id}" > attribute "${attribute.key}": ${count} stored document(s) are longer than the new size ${attribute.size}. Shorten them first, or keep the old size.`,
    );
  }
}

function createIndex(runner: SqlRunner, collection: CollectionSchema, index: IndexSchema): void {
  const table = collectionTableOf(collection);
  const columns = index.attributes.map(
    (field, at) =>
      sql`${columnOf(table, field)} ${keyword(index.orders[at] === "DESC" ? "DESC" : "ASC")}`,
  );
  // SQLite has no fulltext index on ordinary tables: a fulltext index becomes a plain one, and
  // the search query method is refused by the query parser.
  const unique = keyword(index.type === "unique" ? "UNIQUE INDEX" : "INDEX");
  try {
    runner.run(
      sql`CREATE ${unique} ${identifier(indexNameOf(collection, index.key))} ON ${identifier(table.documents)} (${joinSql(columns, ", ")})`,
    );
  } catch (error) {
    throw new Error(
      `collection "${collection.$id}" > index "${index.key}" could not be created: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

function documentsOf(collection: CollectionSchema) {
  return identifier(collectionTableOf(collection).documents);
}
