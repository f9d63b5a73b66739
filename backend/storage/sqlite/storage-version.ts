import type { Database } from "better-sqlite3";

/**
 * The version of the tables this code writes, kept in SQLite's user_version. Raise it when a
 * change to storage/sqlite migrates existing tables, so that the next start on an older data
 * folder takes a backup before migrating (appwrite.json changes are noticed on their own).
 */
// 2: the organisers' invitations name their inviter (tables the site's server has since moved
//    into collections and dropped: server/organisers/old-organiser-tables.ts).
// 3: account_rate_limits keeps digests of its keys and when each window ends (decision 0127).
export const STORAGE_VERSION = 3;

/**
 * Records that the tables are now at STORAGE_VERSION (after openSqliteStore migrated them). Only
 * when it changes: a write on every open would stop the server from starting on a full disk.
 */
export function markStorageVersion(db: Database): void {
  if (Number(db.pragma("user_version", { simple: true })) === STORAGE_VERSION) return;
  db.pragma(`user_version = ${STORAGE_VERSION}`);
}

/**
 * Refuses, before anything is migrated or written, a data folder that a newer version of the code
 * has written: this code would not understand its tables. Rolling back code means restoring the
 * backup taken before the upgrade (README, "Upgrade, and roll back").
 */
export function refuseNewerStorage(db: Database, dataDir: string): void {
  const version = Number(db.pragma("user_version", { simple: true }));
  if (version <= STORAGE_VERSION) return;
  throw new Error(
    `The data in ${dataDir} was written by a newer version of the site (storage version ${version}, this one reads up to ${STORAGE_VERSION}). Nothing was changed. Run the newer version, or restore the backup taken before the upgrade (README, "Upgrade, and roll back").`,
  );
}
