import fs from "node:fs";
import path from "node:path";
import { BackupRefused } from "./backup-format.ts";
import { unpackBackup } from "./unpack-backup.ts";

/**
 * Restores the backup `file` into `dataDir`. The folder must be empty (or missing) unless `force`;
 * then its old contents are kept beside it, renamed, and their new name is returned. The backup
 * is unpacked and checked whole in a sibling folder first, so a refused file (BackupRefused)
 * leaves `dataDir` exactly as it was. Stop the server first: it holds the database open.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  { force, now }: { force: boolean; now: Date },
): Promise<{ setAside: string | null }> {
  if (!fs.existsSync(file)) throw new BackupRefused(`There is no file ${file}.`);
  const hasData = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (hasData && !force) {
    throw new BackupRefused(
      `${dataDir} is not empty. Restore into an empty DATA_DIR, or add --force to replace what is there (it is kept beside it, renamed).`,
    );
  }
  const parent = path.dirname(path.resolve(dataDir));
  fs.mkdirSync(parent, { recursive: true });
  // A sibling of dataDir: on the same disk, so the final move is one rename.
  const staging = fs.mkdtempSync(path.join(parent, `.${path.basename(dataDir)}-restoring-`));
  try {
    fs.chmodSync(staging, 0o700);
    await unpackBackup(file, staging);
    let setAside: string | null = null;
    if (hasData) {
      setAside = `${path.resolve(dataDir)}-before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(dataDir, setAside);
    } else if (fs.existsSync(dataDir)) {
      fs.rmdirSync(dataDir);
    }
    fs.renameSync(staging, dataDir);
    return { setAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
