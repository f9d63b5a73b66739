import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { Header } from "tar";
import { loadProjectSchema } from "../../backend/schema/load-project-schema.ts";
import type { ProjectSchema } from "../../backend/schema/project-schema.ts";
import { DATABASE_FILE, openSqliteStore } from "../../backend/storage/sqlite/open.ts";

// Backups written byte by byte, as an attacker would: tar headers that say whatever they like
// (paths outside the folder, links, sizes the data does not have), and a manifest to match or not.
// Only the header format is borrowed from node-tar; nothing here checks anything.

export interface CraftedEntry {
  path: string;
  content?: Buffer | string;
  /** The size the tar header claims; the content's own length unless given. */
  declaredSize?: number;
  type?: "File" | "Directory" | "SymbolicLink" | "Link";
  linkpath?: string;
}

export interface ManifestLine {
  path: string;
  size: number;
  sha256: string;
}

const BLOCK = 512;

/** The manifest line a real backup would write for `path` holding `content`. */
export function manifestLine(path: string, content: Buffer | string): ManifestLine {
  const bytes = Buffer.from(content);
  return { path, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** A manifest of this site's format listing `files`. */
export function manifestOf(files: ManifestLine[]): string {
  return JSON.stringify({
    format: "pride-club-backup",
    version: 1,
    createdAt: "2026-11-25T12:00:00.000Z",
    files,
  });
}

/** One tar stream of `entries`, in order, gzipped into `file`; `isComplete` false leaves off the end. */
export function writeCraftedBackup(
  file: string,
  entries: CraftedEntry[],
  { isComplete = true }: { isComplete?: boolean } = {},
): void {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const content = Buffer.from(entry.content ?? "");
    const header = new Header({
      path: entry.path,
      mode: 0o600,
      size: entry.declaredSize ?? content.length,
      type: entry.type ?? "File",
      linkpath: entry.linkpath ?? "",
      mtime: new Date("2026-11-25T12:00:00Z"),
    });
    const block = Buffer.alloc(BLOCK);
    header.encode(block, 0);
    blocks.push(block, content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK));
  }
  if (isComplete) blocks.push(Buffer.alloc(BLOCK * 2));
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)));
}

/** The shipped appwrite.json, as this version of the site builds its tables from it. */
export function shippedSchema(): ProjectSchema {
  return loadProjectSchema(path.resolve(import.meta.dirname, "..", "..", "appwrite.json"));
}

/**
 * The bytes of a real database as the site makes it for `schema` (the shipped one by default),
 * after `change` ran on it with full SQL: what an attacker edits with the sqlite3 shell.
 */
export async function projectDatabase(
  change: (db: Database.Database) => void = () => {},
  schema: ProjectSchema = shippedSchema(),
): Promise<Buffer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-crafted-db-"));
  try {
    await openSqliteStore(folder, schema).close();
    const file = path.join(folder, DATABASE_FILE);
    const db = new Database(file);
    try {
      change(db);
      // One file, as a backup's online copy is: no -wal beside it.
      db.pragma("journal_mode = DELETE");
    } finally {
      db.close();
    }
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
