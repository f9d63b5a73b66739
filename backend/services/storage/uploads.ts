import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { isOutOfSpace, outOfSpaceError } from "../../errors/out-of-space.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import { createUniqueId, isValidCustomId } from "../../security/account-id.ts";
import type { StoredFile } from "../../storage/file-store.ts";
import type { Caller } from "../caller.ts";
import {
  checkDocumentPermissions,
  defaultDocumentPermissions,
  requireCollectionCreate,
} from "../permissions.ts";
import { findBucket, type Bucket } from "./bucket-access.ts";
import { checkFileName, timestamp, type FilesDeps } from "./files.ts";
import {
  checkImageType,
  extensionOf,
  imageMimeTypes,
  inspectImage,
  writeCleanImage,
} from "./images.ts";

/** The bytes of one request's `file` part, already on disk in a temporary file. */
export interface ReceivedPart {
  temporaryPath: string;
  size: number;
  /** The file name the client sent with the part. */
  name: string;
}

/** A Content-Range header's numbers: bytes `start` to `end` (inclusive) of `total`. */
export interface ContentRange {
  start: number;
  end: number;
  total: number;
}

export interface NewUpload {
  bucketId: string;
  /** The fileId param: a custom id or "unique()". */
  fileId: string;
  permissions: readonly string[] | null;
  part: ReceivedPart;
  /** Set for each request of a chunked upload. */
  range: ContentRange | null;
  /** The x-appwrite-id header of a chunk after the first, or null. */
  uploadId: string | null;
}

/**
 * The bucket an upload goes to, once the caller may create files in it: checked before the body
 * is read, so nobody without the right streams a file onto the disk first.
 */
export function bucketForUpload(deps: FilesDeps, caller: Caller, bucketId: string): Bucket {
  const bucket = findBucket(deps.schema, bucketId);
  requireCollectionCreate(caller, bucket.collection);
  return bucket;
}

/** The smallest chunk but the last: a file of the bucket's 10 MB has at most 10 chunks. */
export const MIN_CHUNK_BYTES = 1024 * 1024;

/** How long a chunked upload may wait for its next chunk before it is thrown away. */
export const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * storageCreateFile, for a whole file or one chunk of a larger one, in Appwrite's order of
 * checks. The part's temporary file is always gone when this settles: moved into place or
 * removed. A file is stored only whole and checked: nothing of a refused one stays.
 */
export async function createFile(
  deps: FilesDeps,
  caller: Caller,
  upload: NewUpload,
): Promise<StoredFile> {
  try {
    const bucket = findBucket(deps.schema, upload.bucketId);
    requireCollectionCreate(caller, bucket.collection);
    const permissions =
      checkDocumentPermissions(caller, upload.permissions) ?? defaultDocumentPermissions(caller);
    const { part, range } = upload;
    if (part.size === 0) throw new AppwriteError("storage_file_empty");
    checkFileName(part.name);
    const fileId = range ? chunkedFileId(upload) : newFileId(deps, upload.fileId);
    const total = range ? range.total : part.size;
    checkAgainstBucket(bucket, part.name, total);
    const file = { id: fileId, permissions, part };
    const stored = range
      ? await withFileLock(`${upload.bucketId}/${fileId}`, () =>
          receiveChunk(deps, bucket, file, range),
        )
      : await withFileLock(`${upload.bucketId}/${fileId}`, () => storeWhole(deps, bucket, file));
    // As the file is whole: Appwrite tells of each chunk, but a file under way has no bytes yet.
    if (stored.chunksUploaded === stored.chunksTotal) {
      deps.onChange?.({ action: "create", bucket, file: stored });
    }
    return stored;
  } finally {
    await deps.disk.discard(upload.part.temporaryPath);
  }
}

function newFileId(deps: FilesDeps, fileId: string): string {
  return fileId === "unique()" ? createUniqueId(deps.now()) : fileId;
}

/** Appwrite's checks of a Content-Range and of the id a chunk names. */
function chunkedFileId(upload: NewUpload): string {
  const { range, part } = upload;
  if (
    !range ||
    range.start > range.end ||
    range.end >= range.total ||
    part.size !== range.end - range.start + 1
  ) {
    throw new AppwriteError("storage_invalid_content_range");
  }
  const fileId = upload.uploadId ?? upload.fileId;
  if (!isValidCustomId(fileId)) throw new AppwriteError("storage_invalid_appwrite_id");
  return fileId;
}

function checkAgainstBucket(bucket: Bucket, name: string, size: number): void {
  const allowed = bucket.schema.allowedFileExtensions.map((extension) => extension.toLowerCase());
  if (allowed.length > 0 && !allowed.includes(extensionOf(name))) {
    throw new AppwriteError("storage_file_type_unsupported", "File extension not allowed");
  }
  if (size > bucket.schema.maximumFileSize) {
    throw new AppwriteError("storage_invalid_file_size", "File size not allowed");
  }
}

interface FileToStore {
  id: string;
  permissions: string[];
  part: ReceivedPart;
}

/**
 * A file sent in one request: checked and cleaned, its bytes kept, then its record made. In that
 * order a crash can leave bytes with no record (removed at the next start), never a record that
 * anyone can read with no bytes behind it.
 */
async function storeWhole(deps: FilesDeps, bucket: Bucket, file: FileToStore): Promise<StoredFile> {
  const bucketId = bucket.schema.$id;
  if (await deps.store.getFile(bucketId, file.id)) {
    throw new AppwriteError("storage_file_already_exists");
  }
  const content = await prepareContent(deps, file.part.temporaryPath, file.part.name);
  try {
    await deps.disk.keepFile(content.path, bucketId, file.id);
    const now = timestamp(deps);
    return await createOrRemoveBytes(deps, {
      id: file.id,
      bucketId,
      createdAt: now,
      updatedAt: now,
      permissions: file.permissions,
      name: file.part.name,
      ...content.fields,
      chunksTotal: 1,
      chunksUploaded: 1,
      chunkSize: content.fields.sizeOriginal,
    });
  } finally {
    await deps.disk.discard(content.path);
  }
}

/** Makes the record of bytes already kept; when that fails, the bytes go too. */
async function createOrRemoveBytes(deps: FilesDeps, file: StoredFile): Promise<StoredFile> {
  try {
    return await deps.store.createFile(file);
  } catch (error) {
    await deps.disk.removeFile(file.bucketId, file.id);
    throw error;
  }
}

/**
 * One chunk of a chunked upload (the SDK sends 5 MB chunks: the first alone, then the others,
 * the current SDK up to 8 at once). The first chunk opens the upload and sets the chunk size;
 * every later one must fall on that grid. Chunks may arrive in any order after the first, and a
 * chunk sent again replaces itself (a retry). The last one to arrive joins them, and the whole
 * is checked and cleaned as a file sent at once.
 */
async function receiveChunk(
  deps: FilesDeps,
  bucket: Bucket,
  file: FileToStore,
  range: ContentRange,
): Promise<StoredFile> {
  const bucketId = bucket.schema.$id;
  const existing = await deps.store.getFile(bucketId, file.id);
  const upload = existing ?? (await openUpload(deps, bucketId, file, range));
  if (upload.chunksUploaded === upload.chunksTotal) {
    throw new AppwriteError("storage_file_already_exists");
  }
  const chunk = chunkNumberOf(upload, range);
  await deps.disk.keepChunk(file.part.temporaryPath, bucketId, file.id, chunk);
  const uploaded = await deps.disk.countChunks(bucketId, file.id);
  if (uploaded < upload.chunksTotal) {
    return deps.store.updateFile(bucketId, file.id, {
      chunksUploaded: uploaded,
      updatedAt: timestamp(deps),
    });
  }
  return finishUpload(deps, upload);
}

async function openUpload(
  deps: FilesDeps,
  bucketId: string,
  file: FileToStore,
  range: ContentRange,
): Promise<StoredFile> {
  // The SDKs always send the first chunk alone, before any other: a later chunk naming an
  // upload that does not exist is out of order (or its upload was abandoned and cleaned).
  if (range.start !== 0) {
    throw new AppwriteError(
      "storage_invalid_content_range",
      "A chunked upload starts with its first chunk (Content-Range: bytes 0-...).",
    );
  }
  const chunkSize = range.end + 1;
  // Appwrite takes the first chunk's size as the grid; a tiny one would let a 10 MB file become
  // millions of chunk files. The SDKs send 5 MB chunks, so anything under 1 MB is not theirs.
  if (chunkSize < range.total && chunkSize < MIN_CHUNK_BYTES) {
    throw new AppwriteError(
      "storage_invalid_content_range",
      `Each chunk but the last must be at least ${MIN_CHUNK_BYTES} bytes (the SDKs send 5 MB chunks).`,
    );
  }
  const now = timestamp(deps);
  return deps.store.createFile({
    id: file.id,
    bucketId,
    createdAt: now,
    updatedAt: now,
    permissions: file.permissions,
    name: file.part.name,
    signature: "",
    mimeType: "",
    sizeOriginal: range.total,
    chunksTotal: Math.ceil(range.total / chunkSize),
    chunksUploaded: 0,
    chunkSize,
  });
}

/** Which chunk `range` is, when it falls exactly on the upload's grid. */
function chunkNumberOf(upload: StoredFile, range: ContentRange): number {
  const { chunkSize, sizeOriginal } = upload;
  const expectedEnd = Math.min(range.start + chunkSize, sizeOriginal) - 1;
  if (range.total !== sizeOriginal || range.start % chunkSize !== 0 || range.end !== expectedEnd) {
    throw new AppwriteError(
      "storage_invalid_content_range",
      `Each chunk of this upload covers ${chunkSize} bytes of ${sizeOriginal}, starting at a multiple of ${chunkSize}.`,
    );
  }
  return range.start / chunkSize + 1;
}

async function finishUpload(deps: FilesDeps, upload: StoredFile): Promise<StoredFile> {
  const { bucketId, id } = upload;
  let joined: string | null = null;
  let content: Awaited<ReturnType<typeof prepareContent>> | null = null;
  try {
    joined = await deps.disk.joinChunks(bucketId, id, upload.chunksTotal);
    content = await prepareContent(deps, joined, upload.name);
    // The bytes first: the record says "complete" only once they are whole on disk.
    await deps.disk.keepFile(content.path, bucketId, id);
    return await deps.store.updateFile(bucketId, id, {
      ...content.fields,
      chunksUploaded: upload.chunksTotal,
      updatedAt: timestamp(deps),
    });
  } catch (error) {
    // A refused whole (not what its name says, too many pixels) leaves nothing behind.
    await forget(deps, upload);
    await deps.disk.removeFile(bucketId, id);
    throw error;
  } finally {
    await deps.disk.removeChunks(bucketId, id);
    if (joined) await deps.disk.discard(joined);
    if (content) await deps.disk.discard(content.path);
  }
}

/** Deletes a record whose bytes could not be kept; a failure here is logged, the first one thrown. */
async function forget(deps: FilesDeps, file: Pick<StoredFile, "bucketId" | "id">): Promise<void> {
  try {
    await deps.store.deleteFile(file.bucketId, file.id);
  } catch (error) {
    if (!(error instanceof AppwriteError && error.type === "storage_file_not_found")) {
      console.warn(`Could not remove the record of file ${file.bucketId}/${file.id}:`, error);
    }
  }
}

/**
 * The bytes to keep for a received file, decided by its content: an image is checked against
 * its name and written again without metadata, its orientation applied; anything else is kept
 * as sent. Returns the temporary file holding them and the record's fields.
 */
async function prepareContent(
  deps: FilesDeps,
  received: string,
  name: string,
): Promise<{ path: string; fields: Pick<StoredFile, "signature" | "mimeType" | "sizeOriginal"> }> {
  const type = checkImageType(name, await inspectImage(received));
  const path = deps.disk.temporaryPath();
  try {
    if (type) {
      await deps.images.run(() => writeCleanImage(received, path, type));
    } else {
      await fsp.copyFile(received, path);
    }
    const { size } = await fsp.stat(path);
    const mimeType = type ? imageMimeTypes[type] : await sniffMimeType(path);
    return { path, fields: { signature: await md5Of(path), mimeType, sizeOriginal: size } };
  } catch (error) {
    await deps.disk.discard(path);
    throw error instanceof AppwriteError ? error : failureOf(error);
  }
}

/**
 * A failure of writing the cleaned file: a full disk (libvips says so only in its message) is the
 * full disk's general_server_error; anything else is an image libvips could not read.
 */
function failureOf(error: unknown): unknown {
  const message = error instanceof Error ? error.message : "";
  if (isOutOfSpace(error) || /no space left on device/i.test(message)) {
    return outOfSpaceError(error);
  }
  return unreadableImage(error);
}

function unreadableImage(cause: unknown): AppwriteError {
  return new AppwriteError(
    "storage_invalid_file",
    "The image could not be read: it is damaged or cut short.",
    { cause },
  );
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash("md5");
  for await (const bytes of fs.createReadStream(path)) hash.update(bytes);
  return hash.digest("hex");
}

/** The type of a file that is no image, by its first bytes: PDF, or bytes of no known type. */
async function sniffMimeType(path: string): Promise<string> {
  const handle = await fsp.open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return buffer.subarray(0, bytesRead).toString("latin1") === "%PDF-"
      ? "application/pdf"
      : "application/octet-stream";
  } finally {
    await handle.close();
  }
}

// Chunks of one upload are handled one at a time (the current SDK sends up to 8 at once), so
// the count of received chunks and the joining of the last one never race.
const fileLocks = new Map<string, Promise<unknown>>();

async function withFileLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = fileLocks.get(key) ?? Promise.resolve();
  const turn = before.catch(() => undefined).then(work);
  const tail = turn.catch(() => undefined);
  fileLocks.set(key, tail);
  try {
    return await turn;
  } finally {
    if (fileLocks.get(key) === tail) fileLocks.delete(key);
  }
}

/** How often abandoned uploads are looked for. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Throws away chunked uploads whose next chunk has not come for ABANDONED_UPLOAD_MS: their
 * records and chunks.
 */
export async function removeAbandonedUploads(deps: FilesDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - ABANDONED_UPLOAD_MS);
  const abandoned = await deps.store.listAbandonedUploads(formatDatetime(before));
  for (const upload of abandoned) {
    await deps.store.deleteFile(upload.bucketId, upload.id);
    await deps.disk.removeChunks(upload.bucketId, upload.id);
  }
  return abandoned.length;
}

/**
 * What a crash (kill -9, a power cut) can leave behind, removed at start: a complete record whose
 * bytes never reached their place (written by an older version, which made the record first),
 * bytes whose record was never made, and chunks of an upload whose record is gone. It runs beside
 * the first requests, so what is on disk is listed before the records (a record is made after a
 * new upload's first chunk or bytes are kept, never before), and only bytes older than this start
 * can be a crash's.
 */
export async function removeCrashLeftovers(deps: FilesDeps): Promise<number> {
  // The disk's clock, not the club's: it is compared with the files' modification times.
  const startedAt = Date.now();
  let removed = 0;
  for (const bucket of deps.schema.buckets) {
    const bucketId = bucket.$id;
    const stored = await deps.disk.listStoredBytes(bucketId);
    const chunked = await deps.disk.listUploadIds(bucketId);
    const records = await deps.store.listFileStates(bucketId);
    const known = new Set(records.map(({ id }) => id));
    const onDisk = new Set(stored.map(({ id }) => id));
    for (const { id, isComplete } of records) {
      if (isComplete && !onDisk.has(id) && !(await deps.disk.hasBytes(bucketId, id))) {
        await forget(deps, { bucketId, id });
        await deps.disk.removeFile(bucketId, id);
        removed++;
      }
    }
    for (const { id, writtenAt } of stored) {
      if (!known.has(id) && writtenAt < startedAt) {
        await deps.disk.removeFile(bucketId, id);
        removed++;
      }
    }
    for (const id of chunked.filter((upload) => !known.has(upload))) {
      await deps.disk.removeChunks(bucketId, id);
      removed++;
    }
  }
  return removed;
}

/** Removes abandoned uploads now and every CLEANUP_EVERY_MS; returns the function that stops it. */
export function cleanAbandonedUploads(deps: FilesDeps): () => void {
  removeCrashLeftovers(deps).catch((error: unknown) => {
    console.warn("Could not remove what a crash left of uploads:", error);
  });
  const clean = () => {
    removeAbandonedUploads(deps).catch((error: unknown) => {
      console.warn("Could not remove abandoned uploads:", error);
    });
  };
  clean();
  const timer = setInterval(clean, CLEANUP_EVERY_MS);
  // The cleaning alone must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
