import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCK_FILES } from "../../backend/storage/sqlite/data-dir-lock.ts";
import { PASSING_FOLDERS } from "../../backend/storage/files-on-disk.ts";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { snapshotDatabase } from "../../backend/storage/sqlite/snapshot.ts";
import {
  BackupRefused,
  checkManifestFiles,
  DATABASE_COMPANIONS,
  describeFile,
  FORMAT,
  FORMAT_VERSION,
  type Manifest,
  MANIFEST_FILE,
  RESTORE_FOLDER,
} from "./backup-format.ts";
import { BACKUP_SIGNING_KEY_FILE, loadBackupSigningKey, signManifest } from "./backup-signature.ts";

// A backup is a gzipped tar (decision 0030): manifest.json first, then the files of DATA_DIR
// (stored files under files/ included, without previews and uploads under way). The
// manifest names this site's format and holds every file's size and SHA-256, so a cut-off copy,
// a changed file or somebody else's archive is refused before anything is restored
// (unpack-backup.ts); it is signed with this install's key (backup-signature.ts, decision 0124).
// A backup is only written when restore would take it back.

/** tar, loaded with the first backup: a server without scheduled backups holds none of it. */
const tarArchives = () => import("tar");

/**
 * Writes everything in `dataDir` that matters into one file at `outFile`: the database through
 * SQLite's online backup (safe while the server writes), data.key, the outbox and any other file,
 * except the folders in `skip` (backups kept inside DATA_DIR). The file appears under its name
 * only once complete.
 */
export async function writeBackup(
  dataDir: string,
  outFile: string,
  { now, skip = [] }: { now: Date; skip?: string[] },
): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    throw new BackupRefused(`${dataDir} holds no database to back up: is DATA_DIR right?`);
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-backup-"));
  const partial = `${outFile}.partial`;
  try {
    await snapshotDatabase(dataDir, path.join(staging, DATABASE_FILE));
    const skipped = [
      ...skip,
      ...[...PASSING_FOLDERS, RESTORE_FOLDER].map((folder) => path.join(dataDir, folder)),
    ];
    for (const file of otherFiles(
      dataDir,
      skipped.map((folder) => path.resolve(folder)),
    )) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true, mode: 0o700 });
      copyUnlessDeleted(path.join(dataDir, file), path.join(staging, file));
    }
    const files = [DATABASE_FILE, ...otherFiles(staging, [])];
    const manifest: Manifest = signManifest(
      {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: now.toISOString(),
        files: files.map((file) => describeFile(staging, file)),
      },
      loadBackupSigningKey(dataDir),
    );
    checkManifestFiles(manifest.files, `A backup of ${dataDir}`);
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    // The archive holds the data key and password hashes: only the owner may read it, from its
    // first byte (the file is made private before tar writes into it).
    fs.writeFileSync(partial, "", { mode: 0o600 });
    fs.chmodSync(partial, 0o600);
    const { create } = await tarArchives();
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      ...files,
    ]);
    fs.renameSync(partial, outFile);
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The files under `folder` (relative, with forward slashes) other than the live database and its
 * SQLite companions, which only the online backup may copy, the running server's lock and pid
 * files, and the folders in `skip`.
 */
function otherFiles(folder: string, skip: string[]): string[] {
  return (
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((full) => !skip.some((folderToSkip) => isInside(full, folderToSkip)))
      .map((full) => path.relative(folder, full).split(path.sep).join("/"))
      .filter((file) => file !== DATABASE_FILE && !DATABASE_COMPANIONS.has(file))
      // Copying the lock file would open and close it, and so drop the running server's lock.
      .filter((file) => !LOCK_FILES.some((lockFile) => lockFile === file))
      // The signing key stays with the install: a backup holding it could be re-signed.
      .filter((file) => file !== BACKUP_SIGNING_KEY_FILE)
  );
}

/**
 * Copies a file the server may delete meanwhile (a stored file an organiser deletes while the
 * backup runs): one gone since the folder was listed is not in the backup, as it is not on the site.
 */
function copyUnlessDeleted(from: string, to: string): void {
  try {
    fs.copyFileSync(from, to);
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT") {
      return;
    }
    throw error;
  }
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}
