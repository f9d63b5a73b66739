import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createSecretBox } from "../../security/secret-box.ts";
import type { AccountStore } from "../account-store.ts";
import { createSqliteAccountStore } from "./account-store.ts";
import { GroupCommit } from "./group-commit.ts";

// What the rate-limit table keeps on disk (decision 0127): digests, not the addresses and emails
// it counts, and only windows that have not ended.

let folder: string;
let db: Database.Database;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "rate-limits-"));
  db = new Database(path.join(folder, "accounts.sqlite"));
});

afterEach(() => {
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

function openStore(): AccountStore {
  return createSqliteAccountStore(db, createSecretBox(randomBytes(32)), new GroupCommit(db));
}

const rows = () => db.prepare("SELECT * FROM account_rate_limits").all();
const at = (time: string) => new Date(`2025-03-01T${time}:00Z`);
const hour = (key: string, start: string, end: string) => ({
  bucket: "accountCreateRecovery",
  key,
  windowStart: at(start),
  windowEnd: at(end),
});

describe("the rate-limit table", () => {
  test("holds a digest of each key, never the address or email itself", async () => {
    const store = openStore();
    await store.hitRateLimit(hour("sam@example.org", "10:00", "11:00"), 10, at("10:05"));
    await store.hitRateLimit(hour("203.0.113.7", "10:00", "11:00"), 10, at("10:05"));

    const stored = JSON.stringify(rows());
    expect(rows()).toHaveLength(2);
    expect(stored).not.toContain("sam@example.org");
    expect(stored).not.toContain("203.0.113.7");
    expect(
      await store.hitRateLimit(hour("sam@example.org", "10:00", "11:00"), 10, at("10:06")),
    ).toBe(1);
  });

  test("drops every ended window when any hit is counted", async () => {
    const store = openStore();
    await store.hitRateLimit(hour("a@example.org", "10:00", "11:00"), 10, at("10:05"));
    await store.hitRateLimit(hour("b@example.org", "10:00", "11:00"), 10, at("10:06"));
    await store.hitRateLimit(hour("c@example.org", "11:00", "12:00"), 10, at("11:00"));

    expect(rows()).toHaveLength(1);
  });

  test("drops ended windows when asked (at start), keeping those still running", async () => {
    const store = openStore();
    await store.hitRateLimit(hour("a@example.org", "10:00", "11:00"), 10, at("10:05"));
    await store.hitRateLimit(hour("b@example.org", "10:00", "12:00"), 10, at("10:05"));
    await store.dropEndedRateLimitWindows(at("11:30"));

    expect(rows()).toEqual([expect.objectContaining({ window_end: at("12:00").getTime() / 1000 })]);
  });

  test("an older folder's raw keys are dropped when it is opened, and counting goes on", async () => {
    db.exec(`
      CREATE TABLE account_rate_limits (
        bucket TEXT NOT NULL, key TEXT NOT NULL, window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL, PRIMARY KEY (bucket, key, window_start)
      ) WITHOUT ROWID;
      INSERT INTO account_rate_limits VALUES ('accountCreateRecovery', 'sam@example.org', 0, 3);
      INSERT INTO account_rate_limits VALUES ('accountCreate', '203.0.113.7', 0, 9);
    `);
    const store = openStore();

    expect(rows()).toEqual([]);
    expect(
      await store.hitRateLimit(hour("sam@example.org", "10:00", "11:00"), 10, at("10:05")),
    ).toBe(0);
    expect(JSON.stringify(rows())).not.toContain("sam@example.org");
  });
});
