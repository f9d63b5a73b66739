import fs from "node:fs";

// Only the server's own user: the data folder holds the database, the data key and the outbox
// (live sign-in links), and a shared machine or a backup user must not read any of it.
const PRIVATE_FOLDER_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `folder` (with its parents) as 0700 when it does not exist. An existing folder keeps
 * its mode: the operator may have chosen it (a backup group, say); whether others can reach it
 * is reported by `isOpenToOthers`, and the files inside are private either way.
 */
export function createPrivateFolder(folder: string): void {
  if (fs.existsSync(folder)) return;
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // Set again: mkdir's mode passes through the umask, which a service manager may set oddly.
  fs.chmodSync(folder, PRIVATE_FOLDER_MODE);
}

/** True when users other than the owner have any access to `folder`. */
export function isOpenToOthers(folder: string): boolean {
  return (fs.statSync(folder).mode & 0o077) !== 0;
}

/**
 * Makes `file` readable and writable by its owner only (0600), creating it empty when it does
 * not exist, so that a program opening it next (SQLite) finds it private from the first byte.
 */
export function makePrivateFile(file: string): void {
  const descriptor = fs.openSync(file, "a", PRIVATE_FILE_MODE);
  try {
    fs.fchmodSync(descriptor, PRIVATE_FILE_MODE);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** Like makePrivateFile, for a file that may or may not be there (SQLite's -wal and -shm). */
export function makePrivateIfPresent(file: string): void {
  if (fs.existsSync(file)) fs.chmodSync(file, PRIVATE_FILE_MODE);
}
