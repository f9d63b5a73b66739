import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ReadEntry } from "tar";
import { DATABASE_FILE } from "../../backend/storage/sqlite/open.ts";
import { checkDatabaseFile } from "../../backend/storage/sqlite/snapshot.ts";
import {
  BACKUP_LIMITS,
  BackupRefused,
  type Manifest,
  MANIFEST_FILE,
  type ManifestFile,
  megabytes,
  readManifest,
} from "./backup-format.ts";

// Restore reads a backup as a stream and writes each file itself, instead of letting tar extract
// and checking afterwards (decision 0072): the manifest comes first, so every later entry is
// checked against it before a byte of it is written (a plain file it lists, once, of the size it
// says), and its bytes are counted and hashed on the way to the disk. A crafted archive cannot
// write outside the folder, smuggle in a -wal file, or fill the disk before it is refused.

/** tar, loaded with the first restore: a running server holds none of it. */
const tarArchives = () => import("tar");

interface Unpacking {
  file: string;
  acceptManifest: (manifest: Manifest) => void;
  target: string;
  manifest: Manifest | null;
  /** The manifest's files by path. */
  listed: Map<string, ManifestFile>;
  unpacked: Set<string>;
  /** The file being written, closed at once when the archive turns out bad mid-entry. */
  writing: fs.WriteStream | null;
  /** The entry being written to disk, folder and file: a refusal waits for it to stop. */
  pendingWrite: Promise<void> | null;
  /** Set by a refusal: no entry writes anything after it. */
  stopped: boolean;
}

/**
 * Unpacks the backup `file` into the empty folder `target` and checks it whole: the format, that
 * it fits the free space and BACKUP_LIMITS, every file's checksum, nothing the manifest does not
 * list, and SQLite's integrity check. `acceptManifest` sees the manifest before any file is
 * written and may refuse it (its signature). Throws BackupRefused saying what is wrong; `target`
 * is then the caller's to remove.
 */
export async function unpackBackup(
  file: string,
  target: string,
  acceptManifest: (manifest: Manifest) => void,
): Promise<void> {
  const unpacking: Unpacking = {
    file,
    acceptManifest,
    target,
    manifest: null,
    listed: new Map(),
    unpacked: new Set(),
    writing: null,
    pendingWrite: null,
    stopped: false,
  };
  await readEntries(unpacking);
  const { manifest } = unpacking;
  if (manifest === null) throw notThisSite(file);
  const missing = manifest.files.find((entry) => !unpacking.unpacked.has(entry.path));
  if (missing) {
    throw new BackupRefused(`${file} is damaged: ${missing.path} is missing.`, "damaged");
  }
  const integrity = checkDatabaseFile(path.join(target, DATABASE_FILE));
  if (integrity !== "ok") {
    throw new BackupRefused(
      `The database in ${file} fails SQLite's integrity check: ${integrity}`,
      "damaged",
    );
  }
}

/** Streams the archive through tar's parser, one entry at a time, stopping at the first refusal. */
async function readEntries(unpacking: Unpacking): Promise<void> {
  const { Parser } = await tarArchives();
  await new Promise<void>((resolve, reject) => {
    const source = fs.createReadStream(unpacking.file);
    let queue = Promise.resolve();
    let hasFailed = false;
    const fail = (error: unknown) => {
      if (hasFailed) return;
      hasFailed = true;
      unpacking.stopped = true;
      source.destroy();
      unpacking.writing?.destroy();
      const refusal = error instanceof BackupRefused ? error : incomplete(unpacking.file, error);
      // The refusal is told only once the entry being written has stopped: a folder it was still
      // making would otherwise appear after the caller removed the unpacking folder.
      const stopping = unpacking.pendingWrite ?? Promise.resolve();
      void stopping.catch(() => undefined).then(() => reject(refusal));
    };
    const parser = new Parser({
      strict: true,
      // Each entry is read by unpackEntry, in order; until then tar waits (and so does the file).
      noResume: true,
      onReadEntry: (entry) => {
        queue = queue
          .then(() => (hasFailed ? void entry.resume() : unpackEntry(unpacking, entry)))
          .catch(fail);
      },
    });
    parser.on("error", fail);
    parser.on("end", () => void queue.then(resolve, fail));
    source.on("error", fail);
    source.pipe(parser);
  });
}

async function unpackEntry(unpacking: Unpacking, entry: ReadEntry): Promise<void> {
  const { file, manifest } = unpacking;
  if (manifest === null) {
    // A backup starts with its manifest; anything else first is somebody else's archive.
    const isManifest = entry.path === MANIFEST_FILE && entry.type === "File";
    if (!isManifest || entry.size > BACKUP_LIMITS.manifestBytes) throw notThisSite(file);
    unpacking.manifest = readManifest(await readText(entry), file);
    unpacking.acceptManifest(unpacking.manifest);
    unpacking.listed = new Map(unpacking.manifest.files.map((listed) => [listed.path, listed]));
    checkFreeSpace(unpacking.manifest, unpacking.target, file);
    return;
  }
  if (unpacking.unpacked.has(entry.path)) {
    throw new BackupRefused(`${file} holds ${entry.path} twice.`);
  }
  const expected = unpacking.listed.get(entry.path);
  if (expected === undefined || entry.type !== "File") {
    throw new BackupRefused(
      `${file} holds ${JSON.stringify(entry.path)}${entry.type === "File" ? "" : ` (${entry.type})`}, which its manifest does not list.`,
    );
  }
  if (entry.size !== expected.size) throw damaged(file, expected.path);
  unpacking.unpacked.add(expected.path);
  unpacking.pendingWrite = writeEntry(unpacking, entry, expected);
  try {
    await unpacking.pendingWrite;
  } finally {
    unpacking.pendingWrite = null;
  }
}

/** Writes `entry` where its manifest line says, counting and hashing its bytes as they pass. */
async function writeEntry(
  unpacking: Unpacking,
  entry: ReadEntry,
  expected: ManifestFile,
): Promise<void> {
  const { file, target } = unpacking;
  const destination = path.join(target, ...expected.path.split("/"));
  await fs.promises.mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
  if (unpacking.stopped) throw damaged(file, expected.path);
  const hash = createHash("sha256");
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    // "wx": a path the archive somehow names twice is never written over.
    const out = fs.createWriteStream(destination, { flags: "wx", mode: 0o600 });
    unpacking.writing = out;
    const stop = (error: unknown) => {
      out.destroy();
      reject(error);
    };
    entry.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > expected.size) return stop(damaged(file, expected.path));
      hash.update(chunk);
      if (!out.write(chunk)) {
        entry.pause();
        out.once("drain", () => entry.resume());
      }
    });
    entry.on("end", () => out.end());
    entry.on("error", stop);
    out.on("error", stop);
    out.on("close", () => {
      unpacking.writing = null;
      resolve();
    });
    entry.resume();
  });
  if (size !== expected.size || hash.digest("hex") !== expected.sha256) {
    throw damaged(file, expected.path);
  }
}

async function readText(entry: ReadEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** Refuses a backup larger than the space left where it would be unpacked. */
function checkFreeSpace(manifest: Manifest, target: string, file: string): void {
  const needed = manifest.files.reduce((total, entry) => total + entry.size, 0);
  const disk = fs.statfsSync(target);
  const free = disk.bavail * disk.bsize;
  if (needed > free) {
    throw new BackupRefused(
      `${file} needs ${megabytes(needed)} and the disk holding ${path.dirname(target)} has ${megabytes(free)} free.`,
      "no-room",
    );
  }
}

function notThisSite(file: string): BackupRefused {
  return new BackupRefused(
    `${file} is not a backup of this site: it was not made by \`npm run backup\`.`,
  );
}

function damaged(file: string, listed: string): BackupRefused {
  return new BackupRefused(`${file} is damaged: ${listed} does not match its checksum.`, "damaged");
}

function incomplete(file: string, error: unknown): BackupRefused {
  const reason = error instanceof Error ? error.message : String(error);
  // Most often a download cut short: gzip or tar finds the end missing.
  return new BackupRefused(`${file} is not a complete backup of this site (${reason}).`, "damaged");
}
