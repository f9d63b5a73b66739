import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, test } from "vitest";
import { loadProjectSchema } from "../../../backend/schema/load-project-schema.ts";
import { DATABASE_FILE } from "../../../backend/storage/sqlite/open.ts";
import { runUsersCommand } from "../../../cli/users-command.ts";
import { projectRoot } from "../../../server/project-root.ts";
import { startTestServer } from "../../support/test-server.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-upgrades-"));
const shippedSchema = loadProjectSchema(path.join(projectRoot, "appwrite.json"));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function backupsIn(folder: string): string[] {
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

describe("starting a newer version on an older data folder", () => {
  test("a data folder from before table versions is backed up before it is migrated, once", async () => {
    const dataDir = fs.mkdtempSync(path.join(scratch, "data-"));
    await (await startTestServer({ dataDir })).stop();
    // What every data folder written before this version looks like: user_version 0.
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.pragma("user_version = 0");
    db.close();

    await (await startTestServer({ dataDir })).stop();
    const [backup, ...others] = backupsIn(path.join(dataDir, "backups"));
    expect(others).toEqual([]);
    expect(backup).toMatch(/^pride-club-backup-.+-before-upgrade\.tar\.gz$/);

    await (await startTestServer({ dataDir })).stop();
    expect(backupsIn(path.join(dataDir, "backups"))).toEqual([backup]);
  });

  test("npm run users on an older data folder backs it up before migrating it too", async () => {
    const dataDir = fs.mkdtempSync(path.join(scratch, "data-"));
    await (await startTestServer({ dataDir })).stop();
    const db = new Database(path.join(dataDir, DATABASE_FILE));
    db.pragma("user_version = 0");
    db.close();
    const said: string[] = [];

    const code = await runUsersCommand(
      ["list"],
      { DATA_DIR: dataDir },
      {
        log: (line) => said.push(line),
        error: (line) => said.push(line),
      },
    );

    expect(code).toBe(0);
    const [backup] = backupsIn(path.join(dataDir, "backups"));
    expect(said[0]).toBe(
      `The data folder is from an older version: backed up to ${path.join(dataDir, "backups", backup ?? "")}`,
    );
  });

  test("a start with a changed appwrite.json backs up first, into BACKUP_DIR when set", async () => {
    const dataDir = fs.mkdtempSync(path.join(scratch, "data-"));
    const backupDir = path.join(scratch, "upgrade-backups");
    const olderSchema = {
      ...shippedSchema,
      collections: shippedSchema.collections.filter(({ $id }) => $id !== "club_events"),
    };
    await (await startTestServer({ dataDir, schema: olderSchema })).stop();

    const upgraded = await startTestServer({ dataDir, backupDir });
    await upgraded.stop();

    expect(
      backupsIn(backupDir).filter((name) => name.endsWith("-before-upgrade.tar.gz")),
    ).toHaveLength(1);
  });
});

describe("scheduled backups (BACKUP_DIR, BACKUP_KEEP)", () => {
  test("each start writes a backup into BACKUP_DIR and only the newest BACKUP_KEEP stay", async () => {
    const backupDir = path.join(scratch, "scheduled");
    const dataDir = fs.mkdtempSync(path.join(scratch, "data-"));

    const first = await startTestServer({ dataDir, backupDir, backupKeep: 1 });
    await expect.poll(() => backupsIn(backupDir)).toHaveLength(1);
    const [firstBackup] = backupsIn(backupDir);
    await first.stop();
    const second = await startTestServer({ dataDir, backupDir, backupKeep: 1 });
    await expect.poll(() => backupsIn(backupDir)).not.toEqual([firstBackup]);
    await second.stop();

    const [kept, ...others] = backupsIn(backupDir);
    expect(others).toEqual([]);
    expect(kept).toMatch(/^pride-club-backup-.+Z\.tar\.gz$/);
  });
});
