import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { bookSchema } from "./book-schema.fixture.ts";
import { DATABASE_FILE, openSqliteStore } from "./open.ts";
import { STORAGE_VERSION } from "./storage-version.ts";

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-version-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("refuses a data folder from a newer version with a clear message, changing nothing", async () => {
  await openSqliteStore(dataDir, bookSchema()).close();
  const file = path.join(dataDir, DATABASE_FILE);
  const db = new Database(file);
  db.pragma(`user_version = ${STORAGE_VERSION + 1}`);
  db.close();
  const before = fs.readFileSync(file);

  expect(() =>
    openSqliteStore(
      dataDir,
      bookSchema((json) => json.collections.pop()),
    ),
  ).toThrow(/written by a newer version of the site .*Nothing was changed/);
  expect(fs.readFileSync(file).equals(before)).toBe(true);
});
