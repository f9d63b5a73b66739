import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, test } from "vitest";
import { dropOldOrganiserTables, readOldOrganiserTables } from "./old-organiser-tables.ts";

const sent = new Date("2026-09-01T12:00:00.000Z");
let file: string;

beforeEach(() => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "old-organisers-")), "data.sqlite");
});

afterEach(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));

test("a data folder with no old tables has nothing to move", () => {
  new Database(file).close();
  expect(readOldOrganiserTables(file, sent)).toBeNull();
});

test("an invitation sent before invitations named their inviter gets one from the change log; a used, expired or setup link is not moved; the tables are dropped", () => {
  const db = new Database(file);
  // The first version's tables: invitations did not name their inviter yet.
  db.exec(`
    CREATE TABLE club_invitations (id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL,
      email TEXT NOT NULL, created_at TEXT NOT NULL, expire TEXT NOT NULL, used_at TEXT);
    CREATE TABLE club_organiser_changes (id TEXT PRIMARY KEY, time TEXT NOT NULL,
      actor_name TEXT NOT NULL, actor_email TEXT NOT NULL, action TEXT NOT NULL,
      subject_email TEXT NOT NULL);`);
  const invite = db.prepare(
    `INSERT INTO club_invitations (id, secret_hash, email, created_at, expire, used_at)
     VALUES (?, 'hash', ?, ?, ?, ?)`,
  );
  invite.run("old", "alt@school.example", sent.toISOString(), "2026-09-08T12:00:00.000Z", null);
  invite.run("used", "u@school.example", sent.toISOString(), "2026-09-08T12:00:00.000Z", "x");
  invite.run("expired", "e@school.example", sent.toISOString(), "2026-09-01T12:00:00.000Z", null);
  invite.run("setup", "", sent.toISOString(), "2026-09-08T12:00:00.000Z", null);
  db.prepare(
    `INSERT INTO club_organiser_changes (id, time, actor_name, actor_email, action, subject_email)
     VALUES ('change', '2026-09-01T12:00:00.020Z', 'Sam', 'sam@school.example', 'invited',
       'alt@school.example')`,
  ).run();
  db.close();

  const old = readOldOrganiserTables(file, new Date(sent.getTime() + 1000));
  expect(old?.invitations).toEqual([
    {
      id: "old",
      secretHash: "hash",
      email: "alt@school.example",
      expire: new Date("2026-09-08T12:00:00.000Z"),
      inviterId: "",
      inviterName: "Sam",
      inviterEmail: "sam@school.example",
    },
  ]);
  expect(old?.changes.map(({ id }) => id)).toEqual(["change"]);

  dropOldOrganiserTables(file);
  expect(readOldOrganiserTables(file, sent)).toBeNull();
});
