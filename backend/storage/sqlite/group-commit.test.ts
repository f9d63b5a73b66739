import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GroupCommit, type WriteOutcome } from "./group-commit.ts";

// A real database file, and a second connection to it standing for anyone reading it after a
// crash: what that connection sees is what is on disk.
let dir: string;
let db: Database.Database;
let other: Database.Database;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-group-commit-"));
  const file = path.join(dir, "test.sqlite");
  db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.exec(`CREATE TABLE shelves (id TEXT PRIMARY KEY);
    CREATE TABLE books (id TEXT PRIMARY KEY, shelf TEXT REFERENCES shelves (id))`);
  db.prepare("INSERT INTO shelves VALUES ('queer')").run();
  other = new Database(file, { readonly: true });
});

afterEach(() => {
  other.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insertBook =
  (id: string, shelf = "queer") =>
  () =>
    db.prepare("INSERT INTO books VALUES (?, ?)").run(id, shelf).changes;
const storedBooks = () => other.prepare("SELECT id FROM books ORDER BY id").pluck().all();

describe("GroupCommit", () => {
  it("writes of the same moment resolve once they are committed; one that throws undoes only itself", async () => {
    const group = new GroupCommit(db);
    const writes = [
      group.write(insertBook("orlando")),
      group.write(insertBook("orlando")),
      group.write(insertBook("fun-home")),
    ];
    // Not yet on disk: nothing is acknowledged before the shared commit.
    expect(storedBooks()).toEqual([]);
    const [first, duplicate, third] = await Promise.allSettled(writes);
    expect(first).toEqual({ status: "fulfilled", value: 1 });
    expect(duplicate?.status).toBe("rejected");
    expect(third).toEqual({ status: "fulfilled", value: 1 });
    expect(storedBooks()).toEqual(["fun-home", "orlando"]);
  });

  it("a commit that fails fails every write in it, stores none, and says writes were lost", async () => {
    let lost = 0;
    const group = new GroupCommit(db, () => (lost += 1));
    // A foreign key checked only at COMMIT makes the commit itself fail, as a full disk would.
    db.pragma("defer_foreign_keys = ON");
    const writes = [group.write(insertBook("giovanni")), group.write(insertBook("stray", "none"))];
    const settled = await Promise.allSettled(writes);
    expect(settled.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(lost).toBe(1);
    expect(storedBooks()).toEqual([]);
    expect(db.inTransaction).toBe(false);
    // The next write starts a group of its own.
    await group.write(insertBook("giovanni"));
    expect(storedBooks()).toEqual(["giovanni"]);
  });

  it("a write of any kind made while a group is open is answered only once the group is on disk", async () => {
    const group = new GroupCommit(db);
    void group.write(insertBook("orlando"));
    // A session or a rate-limit count, written by another store on the same connection.
    let isAnswered = false;
    const other = group.write(insertBook("fun-home")).then(() => (isAnswered = true));
    await Promise.resolve();
    expect(isAnswered).toBe(false);
    expect(storedBooks()).toEqual([]);
    await other;
    expect(storedBooks()).toEqual(["fun-home", "orlando"]);
  });

  it("a write the database has no room for fails as general_server_error and is reported as out of space", async () => {
    const outcomes: WriteOutcome[] = [];
    const group = new GroupCommit(db, undefined, (outcome) => outcomes.push(outcome));
    await group.write(insertBook("orlando"));
    // SQLite answers SQLITE_FULL, as on a full disk, once the file would pass this many pages.
    db.pragma(`max_page_count = ${Number(db.pragma("page_count", { simple: true }))}`);
    const tooMany = group.write(() => {
      for (let at = 0; at < 200; at++) insertBook(`stray-${at}`.padEnd(500, "-"))();
    });
    await expect(tooMany).rejects.toMatchObject({
      type: "general_server_error",
      code: 500,
      message: "The server's disk is full, so nothing was saved. Please try again later.",
    });
    expect(outcomes).toEqual(["committed", "out-of-space"]);
    expect(storedBooks()).toEqual(["orlando"]);
  });

  it("commits a pending group at once when asked (before the database closes)", () => {
    const group = new GroupCommit(db);
    void group.write(insertBook("orlando"));
    group.commit();
    expect(storedBooks()).toEqual(["orlando"]);
  });
});
