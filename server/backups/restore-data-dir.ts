import fs from "node:fs";
import path from "node:path";
import type { ProjectSchema } from "../../backend/schema/project-schema.ts";
import { BackupRefused } from "./backup-format.ts";
import { BACKUP_SIGNING_KEY_FILE, findBackupSigningKey } from "./backup-signature.ts";
import { type BackupCheck, verifyBackup } from "./verify-backup.ts";

/**
 * Restores the backup `file` into `dataDir`. The folder must be empty (or missing, or hold only
 * this install's backup signing key) unless `force`; then its old contents are kept beside it,
 * renamed, and their new name is returned. The backup is unpacked and checked whole in a sibling
 * folder first (verify-backup.ts), so a refused file (BackupRefused) leaves `dataDir` exactly as
 * it was. The install keeps its signing key: the restored folder gets it. Stop the server first:
 * it holds the database open.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  {
    force,
    now,
    schema,
    isFromAnotherInstallAccepted,
  }: { force: boolean; now: Date; schema: ProjectSchema; isFromAnotherInstallAccepted: boolean },
): Promise<{ setAside: string | null; check: BackupCheck }> {
  if (!fs.existsSync(file)) throw new BackupRefused(`There is no file ${file}.`);
  const held = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  const hasData = held.some((name) => name !== BACKUP_SIGNING_KEY_FILE);
  if (hasData && !force) {
    throw new BackupRefused(
      `${dataDir} is not empty. Restore into an empty DATA_DIR, or add --force to replace what is there (it is kept beside it, renamed).`,
    );
  }
  const installKey = findBackupSigningKey(dataDir);
  const parent = path.dirname(path.resolve(dataDir));
  fs.mkdirSync(parent, { recursive: true });
  // A sibling of dataDir: on the same disk, so the final move is one rename.
  const staging = fs.mkdtempSync(path.join(parent, `.${path.basename(dataDir)}-restoring-`));
  try {
    fs.chmodSync(staging, 0o700);
    const check = await verifyBackup(file, staging, {
      installKey,
      schema,
      isFromAnotherInstallAccepted,
    });
    if (installKey) {
      fs.copyFileSync(
        path.join(dataDir, BACKUP_SIGNING_KEY_FILE),
        path.join(staging, BACKUP_SIGNING_KEY_FILE),
      );
    }
    let setAside: string | null = null;
    if (hasData) {
      setAside = `${path.resolve(dataDir)}-before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(dataDir, setAside);
    } else if (fs.existsSync(dataDir)) {
      fs.rmSync(path.join(dataDir, BACKUP_SIGNING_KEY_FILE), { force: true });
      fs.rmdirSync(dataDir);
    }
    fs.renameSync(staging, dataDir);
    return { setAside, check };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
