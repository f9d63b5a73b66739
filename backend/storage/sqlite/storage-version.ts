import type { Database } from "better-sqlite3";

/**
 * The version of the tables this code writes, kept in SQLite's user_version. Raise it when a
 * change to storage/sqlite migrates existing tables, so that the next start on an older data
 * folder takes a backup before migrating (appwrite.json changes are noticed on their own).
 */
// 2: club_invitations name their inviter (inviter_id, inviter_name, inviter_email).
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
