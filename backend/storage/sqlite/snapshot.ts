import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import { openConnection } from "./connection.ts";
import { withFileCollections } from "./file-store.ts";
import { DATABASE_FILE } from "./open.ts";
import { STORAGE_VERSION } from "./storage-version.ts";

// A backup step normally copies 100 pages and lets writers in between; this many pages is "the
// rest in one step", so the copy is one read transaction: a consistent snapshot that, in WAL
// mode, never blocks the server's writes.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the database of `dataDir` into `targetFile` through SQLite's online backup, while any
 * number of other processes (the server) read and write it. Every commit made before the copy
 * began is in it.
 */
export async function snapshotDatabase(dataDir: string, targetFile: string): Promise<void> {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}

/** SQLite's own integrity check of a database file: "ok", or what is wrong with it. */
export function checkDatabaseFile(file: string): string {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  try {
    const rows = db.pragma("integrity_check", { simple: false });
    const problems = (Array.isArray(rows) ? rows : []).map((row) => Object.values(row ?? {})[0]);
    return problems.join("; ");
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db.close();
  }
}

/**
 * Whether opening the database of `dataDir` with this code and `schema` would migrate an
 * existing one: its tables are older than STORAGE_VERSION or were built from another
 * appwrite.json. A data folder without a database needs nothing.
 */
export function needsMigration(dataDir: string, schema: ProjectSchema): boolean {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) return false;
  // As the server opens it: on a full disk a plain connection could read nothing (connection.ts),
  // and an unreadable database would look like one that needs migrating, and a backup. Not
  // read-only, though it only reads: SQLite refuses a read-only one the exclusive lock it needs
  // there.
  const { db } = openConnection(file, { fileMustExist: true });
  try {
    if (Number(db.pragma("user_version", { simple: true })) < STORAGE_VERSION) return true;
    const applied: unknown = db
      .prepare("SELECT schema_json FROM documents_applied_schema WHERE id = 1")
      .pluck()
      .get();
    return applied !== JSON.stringify(withFileCollections(schema));
  } catch {
    // No applied-schema table: made by a version older than the document tables.
    return true;
  } finally {
    db.close();
  }
}
