import path from "node:path";
import { createPrivateFolder } from "../../backend/security/private-files.ts";
import type { ProjectSchema } from "../../backend/schema/project-schema.ts";
import { needsMigration } from "../../backend/storage/sqlite/snapshot.ts";
import type { Settings } from "../env.ts";
import { writeBackup } from "./backup-archive.ts";
import { backupFileName, pruneBackups } from "./backup-file-names.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a backup waiting for room looks at the disk again. */
const ROOM_RECHECK_MS = 2000;

/** Where backups the server takes by itself go: BACKUP_DIR, or `backups` inside DATA_DIR. */
export function backupFolder(settings: Pick<Settings, "dataDir" | "backupDir">): string {
  return settings.backupDir ?? path.join(settings.dataDir, "backups");
}

/** Backs up `settings.dataDir` into `file`, leaving the backup folder itself out. */
export async function backupDataDir(
  settings: Pick<Settings, "dataDir" | "backupDir">,
  file: string,
  now: Date,
): Promise<void> {
  await writeBackup(settings.dataDir, file, { now, skip: [backupFolder(settings)] });
}

/**
 * Before this version migrates an existing database (new tables, or another appwrite.json), a
 * backup of the data folder as it was: rolling back is restoring it with the previous version.
 * Returns the file written, or null when nothing needs migrating.
 */
export async function backupBeforeUpgrade(
  settings: Pick<Settings, "dataDir" | "backupDir">,
  schema: ProjectSchema,
  now: Date,
): Promise<string | null> {
  if (!needsMigration(settings.dataDir, schema)) return null;
  const folder = backupFolder(settings);
  createPrivateFolder(folder);
  const file = path.join(folder, backupFileName(now, "before-upgrade"));
  await backupDataDir(settings, file, now);
  return file;
}

/**
 * With BACKUP_DIR set: a backup now and then every day, keeping the newest BACKUP_KEEP. A failed
 * backup is logged and tried again the next day; it never stops the site. While the data folder's
 * disk is full (`isDiskFull`) a backup waits for room, said once in the log (decision 0125): the
 * database is then held by the server alone and a backup could not read it.
 */
export function scheduleBackups(
  settings: Pick<Settings, "dataDir" | "backupDir" | "backupKeep">,
  log: (line: string) => void,
  isDiskFull: () => Promise<boolean>,
): { stop(): Promise<void> } {
  const folder = settings.backupDir;
  if (!folder) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  const backUp = async () => {
    let isWaiting = false;
    // A disk that cannot be looked at is taken as having room: the backup then says what fails.
    while (!isStopped && (await isDiskFull().catch(() => false))) {
      if (!isWaiting) log(`Backup waits: the disk holding ${settings.dataDir} is full.`);
      isWaiting = true;
      await new Promise((resolve) => setTimeout(resolve, ROOM_RECHECK_MS).unref());
    }
    if (isStopped) return;
    const now = new Date();
    const file = path.join(folder, backupFileName(now, "scheduled"));
    try {
      createPrivateFolder(folder);
      await backupDataDir(settings, file, now);
      const removed = pruneBackups(folder, settings.backupKeep);
      log(`Backup written: ${file}${removed.length ? ` (removed ${removed.length} older)` : ""}`);
    } catch (error) {
      log(`Backup to ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const queue = () => {
    running = running.then(backUp);
  };
  queue();
  const timer = setInterval(queue, DAY_MS);
  // The timer alone must not keep a stopping process alive.
  timer.unref();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
