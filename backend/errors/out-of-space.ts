import { AppwriteError } from "./appwrite-error.ts";

/**
 * Whether `error` says the disk (or the filesystem holding DATA_DIR) has no room left: SQLite's
 * SQLITE_FULL (it reports a write's ENOSPC so, and SQLITE_IOERR_SHMSIZE when it cannot grow the
 * WAL index), or Node's ENOSPC and EDQUOT from a file write (the mail outbox, a backup).
 */
export function isOutOfSpace(error: unknown): boolean {
  if (error instanceof AppwriteError) return error.cause !== undefined && isOutOfSpace(error.cause);
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return outOfSpaceCodes.has(String(error.code));
}

const outOfSpaceCodes = new Set(["SQLITE_FULL", "SQLITE_IOERR_SHMSIZE", "ENOSPC", "EDQUOT"]);

/**
 * What a write refused for lack of disk space answers (decision 0066): Appwrite's
 * general_server_error (500), the type its own code throws when it cannot save ("Failed saving
 * user to DB") or a storage device is not writable, with words that say nothing was saved.
 */
export function outOfSpaceError(cause: unknown): AppwriteError {
  return new AppwriteError(
    "general_server_error",
    "The server's disk is full, so nothing was saved. Please try again later.",
    { cause },
  );
}

/** `error` as the out-of-space error when it is one, else unchanged. */
export function translateOutOfSpace(error: unknown): unknown {
  return isOutOfSpace(error) && !(error instanceof AppwriteError) ? outOfSpaceError(error) : error;
}
