import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { LOCK_FILES } from "../../backend/storage/sqlite/data-dir-lock.ts";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { checkDatabaseFile, snapshotDatabase } from "../../backend/storage/sqlite/snapshot.ts";

// A backup is a gzipped tar (decision 0030): manifest.json first, then the files of DATA_DIR. The
// manifest names this site's format and holds every file's size and SHA-256, so a cut-off copy,
// a changed file or somebody else's archive is refused before anything is restored.
const FORMAT = "pride-club-backup";
const FORMAT_VERSION = 1;
const MANIFEST_FILE = "manifest.json";

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  files: z.array(z.object({ path: z.string(), size: z.number(), sha256: z.string() })),
});
type Manifest = z.infer<typeof manifestSchema>;

/** A backup that cannot be made, or a file that cannot be restored: the message says why. */
export class BackupRefused extends Error {}

/** tar, loaded with the first backup or restore: a server without scheduled backups holds none of it. */
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
    for (const file of otherFiles(
      dataDir,
      skip.map((folder) => path.resolve(folder)),
    )) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true, mode: 0o700 });
      fs.copyFileSync(path.join(dataDir, file), path.join(staging, file));
    }
    const files = [DATABASE_FILE, ...otherFiles(staging, [])];
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      files: files.map((file) => describeFile(staging, file)),
    };
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
 * Unpacks the backup `file` into the empty folder `target` and checks it whole: the format, every
 * file's checksum, no file the manifest does not list, and SQLite's integrity check. Throws
 * BackupRefused saying what is wrong; `target` is then the caller's to remove.
 */
export async function unpackBackup(file: string, target: string): Promise<void> {
  try {
    const { extract } = await tarArchives();
    await extract({
      file,
      cwd: target,
      strict: true,
      // Only plain files and folders: a link could point restored data anywhere on the disk.
      filter: (_path, entry) =>
        "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw new BackupRefused(
      `${file} is not a complete backup of this site (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const manifest = readManifest(file, target);
  for (const expected of manifest.files) {
    const actual = fs.existsSync(path.join(target, expected.path))
      ? describeFile(target, expected.path)
      : null;
    if (actual?.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupRefused(
        `${file} is damaged: ${expected.path} ${actual ? "does not match its checksum" : "is missing"}.`,
      );
    }
  }
  const listed = new Set([MANIFEST_FILE, ...manifest.files.map((entry) => entry.path)]);
  const extra = otherFiles(target, []).find((name) => !listed.has(name));
  if (extra) throw new BackupRefused(`${file} holds ${extra}, which its manifest does not list.`);
  const integrity = checkDatabaseFile(path.join(target, DATABASE_FILE));
  if (integrity !== "ok") {
    throw new BackupRefused(`The database in ${file} fails SQLite's integrity check: ${integrity}`);
  }
  fs.rmSync(path.join(target, MANIFEST_FILE));
}

function readManifest(file: string, target: string): Manifest {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(target, MANIFEST_FILE), "utf8"));
  } catch {
    // No manifest, or not JSON: refused just below like any other foreign file.
  }
  const { success, data: manifest } = manifestSchema.safeParse(parsed);
  if (!success) {
    throw new BackupRefused(
      `${file} is not a backup of this site: it was not made by \`npm run backup\`.`,
    );
  }
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} was made by a newer version of this site (backup format ${manifest.version}); restore it with that version.`,
    );
  }
  if (!manifest.files.some((entry) => entry.path === DATABASE_FILE)) {
    throw new BackupRefused(`${file} holds no database.`);
  }
  return manifest;
}

function describeFile(folder: string, file: string): Manifest["files"][number] {
  const content = fs.readFileSync(path.join(folder, file));
  return {
    path: file,
    size: content.length,
    sha256: createHash("sha256").update(content).digest("hex"),
  };
}

/**
 * The files under `folder` (relative, with forward slashes) other than the live database and its
 * SQLite companions, which only the online backup may copy, and the folders in `skip`.
 */
function otherFiles(folder: string, skip: string[]): string[] {
  const live = new Set([
    ...["", "-wal", "-shm", "-journal"].map((suffix) => DATABASE_FILE + suffix),
    // Copying the lock file would open and close it, and so drop the running server's lock.
    ...LOCK_FILES,
  ]);
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((full) => !skip.some((folderToSkip) => isInside(full, folderToSkip)))
    .map((full) => path.relative(folder, full).split(path.sep).join("/"))
    .filter((file) => !live.has(file));
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}
