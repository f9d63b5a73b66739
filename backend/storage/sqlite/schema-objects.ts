import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { FILES_DATABASE_ID } from "../../schema/file-collection.ts";
import { parseProjectSchema } from "../../schema/load-project-schema.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import { DATABASE_FILE, openSqliteStore } from "./open.ts";

// A database handed over from elsewhere (a backup) may carry code as well as data: a trigger runs
// on every write, a view or a virtual table on every read, and a changed table or index changes
// what a write does. This module compares what a database file holds with what this code makes,
// by making it: the expected objects are those of a new database opened by openSqliteStore, so
// the list can never drift from the code that creates the tables (decision 0124).

/** One schema object, described so that two alike objects give equal descriptions. */
type SchemaObjects = Map<string, string>;

/** SQLite's own tables: made by SQLite itself (AUTOINCREMENT, ANALYZE), never code. */
const SQLITE_TABLES = new Set(["sqlite_sequence", "sqlite_stat1", "sqlite_stat4"]);

/**
 * What in the database `file` this code would not have made for its data: each line names one
 * trigger, view, virtual table, unknown table, column or foreign key, or an index other than the
 * project's. Empty when the file holds only what this version creates, or what an older version
 * created and this one migrates (fewer tables, columns or indexes, or the data model recorded in
 * it, `documents_applied_schema`). `schema` is this version's appwrite.json.
 */
export async function findForeignSchemaObjects(
  file: string,
  schema: ProjectSchema,
): Promise<string[]> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // Nothing the file declares may run while it is looked at.
    db.pragma("trusted_schema = OFF");
    const found = describeSchema(db);
    const recorded = recordedSchemaOf(db);
    if (recorded instanceof Error) return [recorded.message];
    const expected = await expectedSchemaObjects(recorded ? [schema, recorded] : [schema]);
    return [...found]
      .filter(([key, description]) => expected.get(key) !== description)
      .map(([key, description]) => {
        if (expected.has(key)) return `${key}, unlike the one this version makes (${description})`;
        return /^(trigger|view|virtual table) /.test(key) ? `a ${key}` : `an unknown ${key}`;
      });
  } finally {
    db.close();
  }
}

/**
 * The data model the file's document tables were built from (without the file collections the
 * store adds itself), null when it has none, or an Error saying it cannot be read.
 */
function recordedSchemaOf(db: Database.Database): ProjectSchema | Error | null {
  let json: unknown;
  try {
    json = db
      .prepare("SELECT schema_json FROM documents_applied_schema WHERE id = 1")
      .pluck()
      .get();
  } catch {
    return null;
  }
  if (typeof json !== "string") return null;
  try {
    const recorded = parseProjectSchema(JSON.parse(json), "The data model recorded in it");
    return {
      ...recorded,
      databases: recorded.databases.filter((database) => database.$id !== FILES_DATABASE_ID),
      collections: recorded.collections.filter(
        (collection) => collection.databaseId !== FILES_DATABASE_ID,
      ),
    };
  } catch (error) {
    return new Error(
      `its recorded data model cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The objects of new databases made by this code for each of `schemas`, together. */
async function expectedSchemaObjects(schemas: ProjectSchema[]): Promise<SchemaObjects> {
  const expected: SchemaObjects = new Map();
  for (const schema of schemas) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-expected-schema-"));
    try {
      await openSqliteStore(folder, schema).close();
      const db = new Database(path.join(folder, DATABASE_FILE), { readonly: true });
      try {
        for (const [key, description] of describeSchema(db)) expected.set(key, description);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return expected;
}

interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** Every object in `db`'s schema, keyed by what it is and its name, with what makes it behave. */
function describeSchema(db: Database.Database): SchemaObjects {
  const objects: SchemaObjects = new Map();
  const rows = db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name")
    .all() as SchemaRow[];
  for (const row of rows) {
    if (row.type === "trigger") objects.set(`trigger "${row.name}"`, normalised(row.sql));
    else if (row.type === "view") objects.set(`view "${row.name}"`, normalised(row.sql));
    else if (row.type === "index") objects.set(`index "${row.name}"`, describeIndex(db, row));
    else if (row.type === "table") describeTable(db, row, objects);
    else objects.set(`schema object "${row.name}" (${row.type})`, "");
  }
  return objects;
}

function describeTable(db: Database.Database, row: SchemaRow, objects: SchemaObjects): void {
  if (/^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(row.sql ?? "")) {
    // Its columns are the module's to say: asking would run the module.
    objects.set(`virtual table "${row.name}"`, normalised(row.sql));
    return;
  }
  if (SQLITE_TABLES.has(row.name)) return;
  objects.set(`table "${row.name}"`, "table");
  const table = quoted(row.name);
  const columns = db.pragma(`table_xinfo(${table})`) as { name: string; hidden: number }[];
  for (const column of columns) {
    // hidden 2 and 3 are generated columns: an expression computed on every write.
    const kind = column.hidden === 0 ? "column" : "generated column";
    objects.set(`column "${row.name}"."${column.name}"`, kind);
  }
  const keys = db.pragma(`foreign_key_list(${table})`) as {
    table: string;
    from: string;
    to: string | null;
    on_update: string;
    on_delete: string;
  }[];
  for (const key of keys) {
    objects.set(
      `foreign key "${row.name}"."${key.from}" -> "${key.table}"`,
      `${key.to ?? ""} on update ${key.on_update} on delete ${key.on_delete}`,
    );
  }
}

function describeIndex(db: Database.Database, row: SchemaRow): string {
  const columns = db.pragma(`index_xinfo(${quoted(row.name)})`) as {
    name: string | null;
    desc: number;
    key: number;
  }[];
  const keyColumns = columns
    .filter((column) => column.key === 1)
    .map((column) => `${column.name ?? "<expression>"}${column.desc ? " DESC" : ""}`);
  const isUnique = /^\s*CREATE\s+UNIQUE/i.test(row.sql ?? "") || row.sql === null;
  const isPartial = /\bWHERE\b/i.test(row.sql ?? "");
  return `on "${row.tbl_name}" (${keyColumns.join(", ")})${isUnique ? " unique" : ""}${isPartial ? " partial" : ""}`;
}

function normalised(sqlText: string | null): string {
  return (sqlText ?? "").replace(/\s+/g, " ").trim();
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
