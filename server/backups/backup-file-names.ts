import fs from "node:fs";
import path from "node:path";

const PREFIX = "pride-club-backup-";
const SUFFIX = ".tar.gz";

/** A backup's file name in a backup folder, sorting by time: pride-club-backup-2026-09-01T06-00-00-000Z.tar.gz */
export function backupFileName(now: Date, reason: "scheduled" | "before-upgrade"): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return `${PREFIX}${stamp}${reason === "before-upgrade" ? "-before-upgrade" : ""}${SUFFIX}`;
}

/**
 * Removes the oldest scheduled backups in `folder` beyond the newest `keep`. Backups taken before
 * an upgrade are left alone: they are the way back to the previous version.
 */
export function pruneBackups(folder: string, keep: number): string[] {
  const scheduled = fs
    .readdirSync(folder)
    .filter(
      (name) =>
        name.startsWith(PREFIX) && name.endsWith(SUFFIX) && !name.includes("-before-upgrade"),
    )
    .sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of removed) fs.rmSync(path.join(folder, name));
  return removed;
}
