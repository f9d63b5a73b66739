import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { FILES_FOLDER } from "../../backend/storage/files-on-disk.ts";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { BACKUP_SIGNING_KEY_FILE } from "./backup-signature.ts";

// What a backup holds (decision 0030): manifest.json first, then the files of DATA_DIR, each with
// its size and SHA-256. Backup writes only what these rules allow, and restore refuses anything
// else before it writes a byte (decision 0072): paths that could reach outside the folder, the
// database's SQLite companions (SQLite would replay a -wal file it finds beside the database,
// changes no checksum covers), and more data than a club's site ever holds.

export const FORMAT = "pride-club-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/**
 * The folder of DATA_DIR where a restore from the setup screen receives and unpacks its upload
 * (decision 0144): on the data disk, and never itself in a backup.
 */
export const RESTORE_FOLDER = ".restoring";

const MIB = 1024 * 1024;
/** The caps a backup must fit within, read before anything is unpacked. */
export const BACKUP_LIMITS = {
  /** manifest.json: some 130 bytes a file, so room for the entry cap below. */
  manifestBytes: 16 * MIB,
  /** Files in one backup: the database, data.key, years of outbox messages and pictures. */
  files: 100_000,
  /** The database, the largest file. */
  databaseBytes: 2048 * MIB,
  /** A stored file (under files/): the largest a bucket may declare here and still be backed up. */
  storedFileBytes: 256 * MIB,
  /** Any other file: a key or one outbox message. */
  otherFileBytes: 64 * MIB,
  /** Everything unpacked together: the database and a club's years of pictures. */
  totalBytes: 8192 * MIB,
};

/** Why a file cannot be restored, for a screen to say in its own words (decision 0144). */
export type RefusalReason =
  | "not-a-backup"
  | "damaged"
  | "newer-version"
  | "too-large"
  | "no-room"
  | "code"
  | "from-another-install";

/**
 * A backup that cannot be made, or a file that cannot be restored: the message says why, naming
 * the file; `reason` sorts it (anything not said otherwise is not this site's backup).
 */
export class BackupRefused extends Error {
  constructor(
    message: string,
    readonly reason: RefusalReason = "not-a-backup",
  ) {
    super(message);
  }
}

/** The files SQLite keeps beside the database while it is open: only the online backup copies it. */
export const DATABASE_COMPANIONS: ReadonlySet<string> = new Set(
  ["-wal", "-shm", "-journal"].map((suffix) => DATABASE_FILE + suffix),
);

/**
 * Whether `file` is a plain relative path, as backups write them: forward slashes between
 * non-empty names, none of them `.` or `..`, no backslash, colon or control character, nothing
 * absolute. Such a path stays inside whatever folder it is joined to, on any system.
 */
export function isPlainRelativePath(file: string): boolean {
  if (file.length === 0 || file.length > 1024) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for.
  if (/[\\:\u0000-\u001f\u007f]/.test(file)) return false;
  return file
    .split("/")
    .every((name) => name !== "" && name !== "." && name !== ".." && name.length <= 255);
}

const fileEntry = z.object({
  path: z.string(),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  files: z.array(fileEntry),
  /** Added in place by this version: older restores skip it, older backups lack it (0124). */
  signature: z
    .object({ install: z.string().max(64), hmac: z.string().regex(/^[0-9a-f]{64}$/) })
    .optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];

/**
 * The manifest in `text` once it is known to describe a backup this version can restore within
 * BACKUP_LIMITS; BackupRefused naming what is wrong otherwise. `file` names the backup.
 */
export function readManifest(text: string, file: string): Manifest {
  const { success, data: manifest } = manifestSchema.safeParse(parseJson(text));
  if (!success) {
    throw new BackupRefused(
      `${file} is not a backup of this site: it was not made by \`npm run backup\`.`,
    );
  }
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} was made by a newer version of this site (backup format ${manifest.version}); restore it with that version.`,
      "newer-version",
    );
  }
  if (!manifest.files.some((entry) => entry.path === DATABASE_FILE)) {
    throw new BackupRefused(`${file} holds no database.`);
  }
  checkManifestFiles(manifest.files, file);
  return manifest;
}

/** Refuses a list of files a backup may not hold (see the module's note), naming the first. */
export function checkManifestFiles(files: readonly ManifestFile[], file: string): void {
  if (files.length > BACKUP_LIMITS.files) {
    throw new BackupRefused(
      `${file} lists ${files.length} files; a backup holds at most ${BACKUP_LIMITS.files}.`,
      "too-large",
    );
  }
  const seen = new Set<string>([MANIFEST_FILE]);
  let total = 0;
  for (const entry of files) {
    if (!isPlainRelativePath(entry.path)) {
      throw new BackupRefused(
        `${file} lists ${JSON.stringify(entry.path)}: a backup holds only plain relative paths inside the data folder.`,
      );
    }
    if (DATABASE_COMPANIONS.has(entry.path)) {
      throw new BackupRefused(
        `${file} lists ${entry.path}: a backup never holds the database's SQLite companion files, which SQLite would apply to it unchecked.`,
      );
    }
    if (entry.path === BACKUP_SIGNING_KEY_FILE) {
      throw new BackupRefused(
        `${file} lists ${entry.path}: a backup never holds the key that signs backups, or whoever holds one could sign another.`,
      );
    }
    if (seen.has(entry.path)) {
      throw new BackupRefused(`${file} lists ${entry.path} twice.`);
    }
    seen.add(entry.path);
    const cap = maxFileBytes(entry.path);
    if (entry.size > cap) {
      throw new BackupRefused(
        `${file} holds ${entry.path} of ${megabytes(entry.size)}; a backup's ${kindOf(entry.path)} may be at most ${megabytes(cap)}.`,
        "too-large",
      );
    }
    total += entry.size;
  }
  if (total > BACKUP_LIMITS.totalBytes) {
    throw new BackupRefused(
      `${file} would unpack to ${megabytes(total)}; a backup may hold at most ${megabytes(BACKUP_LIMITS.totalBytes)}.`,
      "too-large",
    );
  }
}

/** The most bytes the file at `file` may hold in a backup. */
export function maxFileBytes(file: string): number {
  if (file === DATABASE_FILE) return BACKUP_LIMITS.databaseBytes;
  return file.startsWith(`${FILES_FOLDER}/`)
    ? BACKUP_LIMITS.storedFileBytes
    : BACKUP_LIMITS.otherFileBytes;
}

function kindOf(file: string): string {
  if (file === DATABASE_FILE) return "database";
  return file.startsWith(`${FILES_FOLDER}/`) ? "stored files" : "other files";
}

/** `bytes` for a person: whole megabytes, or kilobytes under one. */
export function megabytes(bytes: number): string {
  return bytes < MIB ? `${Math.ceil(bytes / 1024)} KB` : `${Math.ceil(bytes / MIB)} MB`;
}

/** A file's manifest line: its size and SHA-256, read from `folder`. */
export function describeFile(folder: string, file: string): ManifestFile {
  const content = fs.readFileSync(path.join(folder, file));
  return {
    path: file,
    size: content.length,
    sha256: createHash("sha256").update(content).digest("hex"),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: refused by the caller like any other foreign file.
    return null;
  }
}
