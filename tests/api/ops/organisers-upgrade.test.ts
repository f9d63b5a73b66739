import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadProjectSchema } from "../../../backend/schema/load-project-schema.ts";
import { hashSecret } from "../../../backend/security/secret-token.ts";
import { DATABASE_FILE, openSqliteStore } from "../../../backend/storage/sqlite/open.ts";
import {
  getInvitationStatus,
  listInvitations,
  listOrganiserChanges,
} from "../../support/organisers.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInSdk } from "../../support/users.ts";

// A data folder of the previous version kept pending invitations and the change log in the
// backend's own tables; the first start of this one moves them into their collections (decision
// 0147): a link sent before the upgrade still works, and the log keeps its times.

/** The tables the previous version kept beside the backend's, as it made them. */
const OLD_TABLES = `
  CREATE TABLE club_invitations (
    id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, email TEXT NOT NULL, created_at TEXT NOT NULL,
    expire TEXT NOT NULL, used_at TEXT, inviter_id TEXT NOT NULL DEFAULT '',
    inviter_name TEXT NOT NULL DEFAULT '', inviter_email TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE club_organiser_changes (
    id TEXT PRIMARY KEY, time TEXT NOT NULL, actor_name TEXT NOT NULL, actor_email TEXT NOT NULL,
    action TEXT NOT NULL, subject_email TEXT NOT NULL
  );`;
const SECRET = "a".repeat(64);
const SENT = new Date(Date.now() - 3_600_000);
let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "organisers-upgrade-"));
  const schema = loadProjectSchema(path.resolve(import.meta.dirname, "../../../appwrite.json"));
  await openSqliteStore(dataDir, schema).close();
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.exec(OLD_TABLES);
  db.prepare(
    `INSERT INTO club_invitations (id, secret_hash, email, created_at, expire, inviter_id,
       inviter_name, inviter_email)
     VALUES ('oldinvite', ?, 'alex@school.example', ?, ?, 'robin', 'Robin', 'robin@school.example')`,
  ).run(
    hashSecret(SECRET),
    SENT.toISOString(),
    new Date(SENT.getTime() + 7 * 86_400_000).toISOString(),
  );
  db.prepare(
    `INSERT INTO club_organiser_changes (id, time, actor_name, actor_email, action, subject_email)
     VALUES ('oldchange', ?, 'Robin', 'robin@school.example', 'invited', 'alex@school.example')`,
  ).run(SENT.toISOString());
  db.close();
  server = await startTestServer({ withSite: true, dataDir });
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a link sent before the upgrade still works, and the change log keeps the old change and its time", async () => {
  const organiser = await signedInSdk(
    server,
    await createTestAccount(server, { labels: ["admin"], name: "Sam" }),
  );
  await expect
    .poll(() => getInvitationStatus(server, { invitationId: "oldinvite", secret: SECRET }))
    .toEqual({ status: "valid", email: "alex@school.example" });
  expect(await listInvitations(server, organiser)).toMatchObject([
    { $id: "oldinvite", email: "alex@school.example", inviterName: "Robin" },
  ]);
  const [change] = await listOrganiserChanges(server, organiser);
  expect(change).toMatchObject({ id: "oldchange", action: "invited", actorName: "Robin" });
  expect(Date.parse(change?.time ?? "")).toBe(SENT.getTime());
  // The old tables are gone: a restart moves nothing twice.
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'club_%'").all();
  expect(tables).toEqual([]);
  db.close();
});
