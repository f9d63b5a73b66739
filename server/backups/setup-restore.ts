import fs from "node:fs";
import path from "node:path";
import type {
  RestoreOutcome,
  RestoreRefusal,
  RestoreUpload,
} from "../../app/lib/backups/site-backups.ts";
import type { BackendConfig } from "../../backend/config.ts";
import { createPrivateFolder } from "../../backend/security/private-files.ts";
import { LOCK_FILES } from "../../backend/storage/sqlite/data-dir-lock.ts";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { BACKUP_LIMITS, BackupRefused, RESTORE_FOLDER } from "./backup-format.ts";
import { BACKUP_SIGNING_KEY_FILE, findBackupSigningKey } from "./backup-signature.ts";
import { verifyBackup } from "./verify-backup.ts";

// A backup restored from the first organiser's setup screen (decision 0144): the way a club moves
// host with no shell. The upload is written to DATA_DIR/.restoring (on the data disk), checked by
// the same verifyBackup as `npm run restore`, and only then put in place of the new install's
// data, with the backend closed meanwhile and opened again on what was restored. Only with the
// setup link, and while no account is an organiser: never over a club's data.

/** The largest upload taken: a backup may unpack to BACKUP_LIMITS.totalBytes, and gzip adds little. */
export const MAX_UPLOAD_BYTES = BACKUP_LIMITS.totalBytes + BACKUP_LIMITS.manifestBytes;

/** What is left where it is in the data folder when a restore replaces the rest. */
const KEPT_IN_PLACE = new Set<string>([...LOCK_FILES, BACKUP_SIGNING_KEY_FILE, RESTORE_FOLDER]);

/**
 * A change of the data folder's contents, and its way back: when the changed data will not open,
 * `replaceData` runs `undo`, serves what was there before, and throws.
 */
export interface DataChange {
  swap(): void;
  undo(): void;
}

export interface SetupRestoreDeps {
  dataDir: string;
  /**
   * The backend's settings serving now, and whether a link is the working setup link of an
   * install with no organiser yet (asked of its data by the site's server, decision 0147).
   */
  current: () => {
    config: BackendConfig;
    isSetupLinkOfNewInstall: (link: RestoreUpload["link"]) => Promise<boolean>;
  };
  /** Stops the backend, runs `swap` on the data folder, and serves it again (http-server.ts). */
  replaceData: (change: DataChange) => Promise<void>;
  log: (line: string) => void;
}

/**
 * Restores uploads one at a time; a second while one runs is refused as "busy". What a restore
 * cut short by a crash left behind is removed at once: nothing in it is ever served.
 */
export function createSetupRestore(
  deps: SetupRestoreDeps,
): (upload: RestoreUpload) => Promise<RestoreOutcome> {
  const workFolder = path.join(deps.dataDir, RESTORE_FOLDER);
  fs.rmSync(workFolder, { recursive: true, force: true });
  let isRestoring = false;
  return async (upload) => {
    if (isRestoring) return refused("busy");
    isRestoring = true;
    try {
      return await restoreUpload(deps, upload, workFolder);
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error;
      deps.log(`A restore from the setup screen was refused: ${error.message}`);
      return refused(error.reason);
    } finally {
      isRestoring = false;
      fs.rmSync(workFolder, { recursive: true, force: true });
    }
  };
}

async function restoreUpload(
  deps: SetupRestoreDeps,
  upload: RestoreUpload,
  workFolder: string,
): Promise<RestoreOutcome> {
  if (!(await isNewInstall(deps, upload.link))) return refused("not-a-new-install");
  if (upload.body === null || (upload.length !== null && upload.length > MAX_UPLOAD_BYTES)) {
    return refused(upload.body === null ? "not-a-backup" : "too-large");
  }
  fs.rmSync(workFolder, { recursive: true, force: true });
  createPrivateFolder(workFolder);
  const file = path.join(workFolder, "upload.tar.gz");
  await receive(upload.body, file);
  const unpacked = path.join(workFolder, "unpacked");
  createPrivateFolder(unpacked);
  const check = await verifyBackup(file, unpacked, {
    installKey: findBackupSigningKey(deps.dataDir),
    schema: deps.current().config.schema,
    isFromAnotherInstallAccepted: upload.isFromAnotherInstallAccepted,
  });
  fs.rmSync(file);
  // The upload took a while: whoever held the link may have made an organiser meanwhile.
  if (!(await isNewInstall(deps, upload.link))) return refused("not-a-new-install");
  const old = path.join(workFolder, "old");
  await deps.replaceData({
    swap: () => swapInto(deps.dataDir, unpacked, old),
    undo: () => swapInto(deps.dataDir, old, path.join(workFolder, "refused")),
  });
  deps.log("A backup was restored from the setup screen: the site now serves its data.");
  return { kind: "restored", verified: check.verified, notVerified: check.notVerified };
}

/** Whether `link` is the working setup link of an install with no organiser yet. */
function isNewInstall(deps: SetupRestoreDeps, link: RestoreUpload["link"]): Promise<boolean> {
  return deps.current().isSetupLinkOfNewInstall(link);
}

/** Writes the upload to `file` as it arrives, stopping past MAX_UPLOAD_BYTES. */
async function receive(body: ReadableStream<Uint8Array>, file: string): Promise<void> {
  const handle = await fs.promises.open(file, "wx", 0o600);
  const reader = body.getReader();
  try {
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.length;
      if (size > MAX_UPLOAD_BYTES) {
        await reader.cancel();
        throw new BackupRefused(`The upload is over ${MAX_UPLOAD_BYTES} bytes.`, "too-large");
      }
      await handle.write(chunk.value);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Puts the files of `unpacked` in place of the data folder's contents (not the folder itself,
 * which may be a volume's mount point), the old contents moved to `old` first; the database goes
 * last, so a crash half-way leaves a folder the next start takes as new, never a mix served as
 * data. The same move, the other way, undoes it.
 */
function swapInto(dataDir: string, unpacked: string, old: string): void {
  createPrivateFolder(old);
  for (const name of fs.readdirSync(dataDir)) {
    if (!KEPT_IN_PLACE.has(name)) fs.renameSync(path.join(dataDir, name), path.join(old, name));
  }
  const names = fs.readdirSync(unpacked).filter((name) => name !== DATABASE_FILE);
  const hasDatabase = fs.existsSync(path.join(unpacked, DATABASE_FILE));
  for (const name of hasDatabase ? [...names, DATABASE_FILE] : names) {
    fs.renameSync(path.join(unpacked, name), path.join(dataDir, name));
  }
}

function refused(reason: RestoreRefusal): RestoreOutcome {
  return { kind: "refused", reason };
}
