import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { backupFileName, pruneBackups } from "./backup-file-names.ts";

let folder: string;

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("scheduled backups keep the newest BACKUP_KEEP", () => {
  test("the oldest scheduled backups go; before-upgrade backups and other files stay", () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-names-"));
    const day = (n: number) => new Date(Date.UTC(2026, 8, n, 6));
    const names = [
      backupFileName(day(1), "scheduled"),
      backupFileName(day(2), "before-upgrade"),
      backupFileName(day(3), "scheduled"),
      backupFileName(day(11), "scheduled"),
      "notes.txt",
    ];
    for (const name of names) fs.writeFileSync(path.join(folder, name), "");

    const removed = pruneBackups(folder, 2);

    expect(removed).toEqual(["pride-club-backup-2026-09-01T06-00-00-000Z.tar.gz"]);
    expect(fs.readdirSync(folder).sort()).toEqual([
      "notes.txt",
      "pride-club-backup-2026-09-02T06-00-00-000Z-before-upgrade.tar.gz",
      "pride-club-backup-2026-09-03T06-00-00-000Z.tar.gz",
      "pride-club-backup-2026-09-11T06-00-00-000Z.tar.gz",
    ]);
  });
});
