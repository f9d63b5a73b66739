import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookSchema } from "./book-schema.fixture.ts";
import { DATABASE_FILE, openSqliteStore } from "./open.ts";
import { findForeignSchemaObjects } from "./schema-objects.ts";

let dataDir: string;
let file: string;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-objects-"));
  file = path.join(dataDir, DATABASE_FILE);
  await openSqliteStore(dataDir, bookSchema()).close();
});

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Edits the database with full SQL, as someone with the sqlite3 shell would. */
function edit(sql: string): void {
  const db = new Database(file);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

describe("what a database holds beyond what this code makes for it", () => {
  it("finds nothing in a database this code made", async () => {
    expect(await findForeignSchemaObjects(file, bookSchema())).toEqual([]);
  });

  it("finds nothing in one made by an older appwrite.json with an attribute and an index since dropped", async () => {
    const newer = bookSchema((json) => {
      const [collection] = json.collections;
      if (!collection) throw new Error("the book schema lost its collection");
      collection.attributes = collection.attributes.filter(({ key }) => key !== "isbn");
      collection.indexes = collection.indexes.filter(({ key }) => key !== "isbn_unique");
    });

    expect(await findForeignSchemaObjects(file, newer)).toEqual([]);
  });

  const changes = [
    {
      name: "a generated column, computed on every write",
      sql: `ALTER TABLE documents__library__books ADD COLUMN shout TEXT GENERATED ALWAYS AS (upper(title)) VIRTUAL`,
      found: 'an unknown column "documents__library__books"."shout"',
    },
    {
      name: "one of the project's indexes made unique",
      sql: `DROP INDEX "index__library__books__published"; CREATE UNIQUE INDEX "index__library__books__published" ON documents__library__books (publishedAt DESC)`,
      found:
        'index "index__library__books__published", unlike the one this version makes (on "documents__library__books" (publishedAt DESC) unique)',
    },
    {
      name: "a trigger on the audit log",
      sql: `CREATE TRIGGER quiet AFTER INSERT ON account_audit_logs BEGIN DELETE FROM account_audit_logs; END`,
      found: 'a trigger "quiet"',
    },
  ];

  it.each(changes)("finds $name", async ({ sql, found }) => {
    edit(sql);

    expect(await findForeignSchemaObjects(file, bookSchema())).toEqual([found]);
  });
});
