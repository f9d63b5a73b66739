import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { createPrivateFolder, makePrivateFile } from "../../security/private-files.ts";

/** The files that say a server runs on a data folder; backups leave them out. */
export const LOCK_FILES = ["server.lock", "server.pid"] as const;
const [LOCK_FILE, PID_FILE] = LOCK_FILES;

/** A data folder held by this process until `release`. */
export interface DataDirLock {
  release(): void;
}

/** Another process holds the data folder; the message names it. */
export class DataDirInUse extends Error {
  override name = "DataDirInUse";
}

/**
 * Takes the data folder for this process, or throws DataDirInUse naming the process that has it
 * (decision 0065). The lock is SQLite's exclusive lock on a file of its own: the kernel lets go
 * of it when the process ends however it ends (kill -9 included), so it never goes stale, and
 * SQLite enforces it between connections of one process too. The pid file only names the holder.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  createPrivateFolder(dataDir);
  const lockFile = path.join(dataDir, LOCK_FILE);
  const pidFile = path.join(dataDir, PID_FILE);
  // Only when missing: closing any descriptor of the file would drop this process's lock on it
  // (POSIX locks belong to the process, not the descriptor), were it already held.
  if (!fs.existsSync(lockFile)) makePrivateFile(lockFile);
  const db = new Database(lockFile, { timeout: 0 });
  try {
    // In memory, the journal leaves no file beside the lock; in EXCLUSIVE locking mode the lock
    // an exclusive transaction takes is kept until the connection closes, even once it is rolled
    // back. Rolled back, not committed: committing on a new, empty lock file writes SQLite's
    // header into it, which a full disk refuses. Nothing is written, so a server can take even a
    // new data folder on a full disk (decisions 0067 and 0125).
    db.pragma("journal_mode = MEMORY");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
  } catch (failure) {
    db.close();
    if (isBusy(failure)) throw new DataDirInUse(inUseMessage(dataDir, pidFile));
    throw failure;
  }
  writePidFile(pidFile);
  return {
    release() {
      fs.rmSync(pidFile, { force: true });
      db.close();
    },
  };
}

/**
 * Names this process for a second server's refusal. Only a courtesy: on a full disk it cannot be
 * written, and a stale one (left by kill -9) is removed rather than left to name a dead process.
 */
function writePidFile(pidFile: string): void {
  try {
    fs.writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}

function inUseMessage(dataDir: string, pidFile: string): string {
  const pid = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8").trim() : "";
  const holder = /^\d+$/.test(pid) ? `process ${pid}` : "another process";
  return `DATA_DIR ${dataDir} is in use by ${holder}: one server per data folder. Stop it first, or give this server a DATA_DIR of its own.`;
}

function isBusy(failure: unknown): boolean {
  return (
    failure instanceof Database.SqliteError &&
    (failure.code === "SQLITE_BUSY" || failure.code === "SQLITE_LOCKED")
  );
}
