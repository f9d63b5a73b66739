import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, expect, test } from "vitest";
import { createSecretBox } from "../../security/secret-box.ts";
import { createSqliteAccountStore } from "./account-store.ts";
import { GroupCommit } from "./group-commit.ts";

const secrets = createSecretBox(randomBytes(32));

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

// The account tables as the foundation (issue 2) created them: email and password required,
// no phone, no MFA columns.
const foundationSql = `
  CREATE TABLE account_users (
    id TEXT PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE UNIQUE, name TEXT NOT NULL,
    password_hash TEXT NOT NULL, labels TEXT NOT NULL DEFAULT '[]', prefs TEXT NOT NULL DEFAULT '{}',
    status INTEGER NOT NULL DEFAULT 1, email_verification INTEGER NOT NULL DEFAULT 0,
    registration TEXT NOT NULL, accessed_at TEXT NOT NULL, password_update TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE TABLE account_sessions (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES account_users(id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL, provider TEXT NOT NULL, provider_uid TEXT NOT NULL,
    factors TEXT NOT NULL DEFAULT '[]', ip TEXT NOT NULL, user_agent TEXT NOT NULL,
    expire TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  INSERT INTO account_users VALUES ('sam', 'sam@example.org', 'Sam', '$argon2id$fake', '["admin"]',
    '{"theme":"dark"}', 1, 1, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z',
    '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
  INSERT INTO account_sessions VALUES ('s1', 'sam', 'hash', 'email', 'sam@example.org',
    '["password"]', '127.0.0.1', 'test', '2026-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z',
    '2025-01-01T00:00:00.000Z');
`;

function openDatabase(): Database.Database {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "account-schema-"));
  folders.push(folder);
  const db = new Database(path.join(folder, "accounts.sqlite"));
  db.pragma("foreign_keys = ON");
  return db;
}

test("a database from the foundation keeps its users and sessions and gains the new columns", async () => {
  const db = openDatabase();
  db.exec(foundationSql);

  const store = createSqliteAccountStore(db, secrets, new GroupCommit(db));

  expect(await store.getUser("sam")).toMatchObject({
    email: "sam@example.org",
    labels: ["admin"],
    prefs: { theme: "dark" },
    emailVerification: true,
    phone: "",
    mfa: false,
  });
  expect(await store.findPasswordHash("sam")).toBe("$argon2id$fake");
  const [kept] = await store.listSessions("sam");
  expect(kept).toMatchObject({ id: "s1", mfaUpdatedAt: null });
  expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  expect(db.pragma("foreign_key_check")).toEqual([]);
  db.close();
});

test("opening an up-to-date database again changes nothing", async () => {
  const db = openDatabase();
  const group = new GroupCommit(db);
  const first = createSqliteAccountStore(db, secrets, group);
  await first.createUser({
    id: "a",
    email: "",
    name: "",
    passwordHash: null,
    labels: [],
    createdAt: new Date(),
  });
  const again = createSqliteAccountStore(db, secrets, group);
  expect((await again.getUser("a"))?.passwordUpdate).toBeNull();
  db.close();
});
