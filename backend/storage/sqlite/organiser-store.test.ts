import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, test } from "vitest";
import { loadProjectSchema } from "../../schema/load-project-schema.ts";
import { DATABASE_FILE, openSqliteStore } from "./open.ts";

const schema = loadProjectSchema(
  path.resolve(import.meta.dirname, "..", "..", "..", "appwrite.json"),
);
const sent = new Date("2026-09-01T12:00:00.000Z");
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "organiser-store-"));
});

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("an invitation sent before invitations named their inviter gets one from the change log, and both are read once and emptied", async () => {
  const store = openSqliteStore(dataDir, schema);
  await store.accounts.createUser({
    id: "sam",
    email: "Sam@School.example",
    name: "Sam",
    passwordHash: null,
    labels: ["admin"],
    createdAt: sent,
  });
  await store.close();
  // What a data folder of the previous version holds: the columns did not exist yet.
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  for (const column of ["inviter_id", "inviter_name", "inviter_email"]) {
    db.exec(`ALTER TABLE club_invitations DROP COLUMN ${column}`);
  }
  db.prepare(
    `INSERT INTO club_invitations (id, secret_hash, email, created_at, expire)
     VALUES ('old', 'hash', 'alt@school.example', ?, '2026-09-08T12:00:00.000Z')`,
  ).run(sent.toISOString());
  db.prepare(
    `INSERT INTO club_organiser_changes (id, time, actor_name, actor_email, action, subject_email)
     VALUES ('change', '2026-09-01T12:00:00.020Z', 'Sam', 'sam@school.example', 'invited',
       'alt@school.example')`,
  ).run();
  db.close();

  const upgraded = openSqliteStore(dataDir, schema);
  const [pending] = await upgraded.organisers.listPendingInvitations(sent);
  expect(pending?.inviter).toEqual({ id: "sam", name: "Sam", email: "sam@school.example" });
  expect((await upgraded.organisers.listOrganiserChanges()).map(({ id }) => id)).toEqual([
    "change",
  ]);
  await upgraded.organisers.clear();
  expect(await upgraded.organisers.listPendingInvitations(sent)).toEqual([]);
  expect(await upgraded.organisers.listOrganiserChanges()).toEqual([]);
  await upgraded.close();
});
