import { createHash } from "node:crypto";
import type { BackendDeps } from "../../backend-deps.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { DocumentFilter } from "../../queries/document-query.ts";
import { parseListQueries } from "../../queries/parse-queries.ts";
import { formatDatetime } from "../../schema/datetime.ts";
import { fileQueryCollectionOf } from "../../schema/file-collection.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type { FilesOnDisk } from "../../storage/files-on-disk.ts";
import type { FileStore, StoredFile } from "../../storage/file-store.ts";
import type { Caller } from "../caller.ts";
import { checkDocumentPermissions, readScopeOf } from "../permissions.ts";
import {
  type Bucket,
  checkBucketRead,
  fileNotFound,
  findBucket,
  requireFileRead,
  requireFileWrite,
} from "./bucket-access.ts";
import type { ImageQueue } from "./image-queue.ts";
import type { PreviewBudget } from "./preview-budget.ts";
import {
  imageMimeTypes,
  previewMimeType,
  renderPreview,
  type ImageType,
  type PreviewOptions,
} from "./images.ts";

/**
 * What the storage services need: file records, their bytes, the buckets, the clock, the image
 * queue and the budget of new previews.
 */
export interface FilesDeps {
  store: FileStore;
  disk: FilesOnDisk;
  schema: ProjectSchema;
  now: () => Date;
  images: ImageQueue;
  previewBudget: PreviewBudget;
  /** Told of every stored file's create (once whole), update and delete (realtime listens). */
  onChange?: (change: FileChange) => void;
}

/** A committed change of a file: Appwrite's event action, its bucket and its record. */
export interface FileChange {
  action: "create" | "update" | "delete";
  bucket: Bucket;
  /** The file as stored after the change; for a delete, as it was before. */
  file: StoredFile;
}

/** The storage services' slice of the backend's dependencies. */
export function filesDepsOf(deps: BackendDeps): FilesDeps {
  return {
    store: deps.store.files,
    disk: deps.files.disk,
    schema: deps.config.schema,
    now: deps.config.now,
    images: deps.files.images,
    previewBudget: deps.files.previewBudget,
    onChange: deps.onFileChange,
  };
}

/** The path ids of one file. */
export interface FileRef {
  bucketId: string;
  fileId: string;
}

export function timestamp(deps: FilesDeps): string {
  return formatDatetime(deps.now());
}

/** storageListFiles: a page of the files the caller may read, with `search` on names and ids. */
export async function listFiles(
  deps: FilesDeps,
  caller: Caller,
  bucketId: string,
  queries: readonly string[],
  search: string,
) {
  const bucket = findBucket(deps.schema, bucketId);
  checkBucketRead(caller, bucket);
  const parsed = parseListQueries(queries, fileQueryCollectionOf(bucket.schema));
  const readableBy = readScopeOf(caller, bucket.collection);
  const filters: DocumentFilter[] = [...parsed.filters];
  if (search !== "") {
    filters.push({
      method: "or",
      filters: [
        { method: "contains", field: "name", values: [search] },
        { method: "equal", field: "$id", values: [search] },
      ],
    });
  }
  let cursor = null;
  if (parsed.cursor) {
    const file = await deps.store.getFile(bucketId, parsed.cursor.documentId);
    if (!file) {
      throw new AppwriteError(
        "general_cursor_not_found",
        `File '${parsed.cursor.documentId}' for the 'cursor' value not found.`,
      );
    }
    cursor = { direction: parsed.cursor.direction, file };
  }
  return deps.store.listFiles(bucketId, { ...parsed, filters, cursor, readableBy });
}

/** storageGetFile: one file; one the caller may not read is storage_file_not_found. */
export async function getFile(deps: FilesDeps, caller: Caller, ref: FileRef): Promise<StoredFile> {
  const bucket = findBucket(deps.schema, ref.bucketId);
  checkBucketRead(caller, bucket);
  return requireFileRead(caller, bucket, await deps.store.getFile(ref.bucketId, ref.fileId));
}

/** storageUpdateFile: a new name and/or permissions (null: keep). */
export async function updateFile(
  deps: FilesDeps,
  caller: Caller,
  ref: FileRef,
  input: { name: string | null; permissions: readonly string[] | null },
): Promise<StoredFile> {
  const bucket = findBucket(deps.schema, ref.bucketId);
  const existing = await deps.store.getFile(ref.bucketId, ref.fileId);
  requireFileWrite(caller, bucket, existing, "update");
  const permissions = checkDocumentPermissions(caller, input.permissions);
  if (input.name !== null) checkFileName(input.name);
  const updated = await deps.store.updateFile(ref.bucketId, ref.fileId, {
    ...(input.name === null ? {} : { name: input.name }),
    ...(permissions === null ? {} : { permissions }),
    updatedAt: timestamp(deps),
  });
  deps.onChange?.({ action: "update", bucket, file: updated });
  return updated;
}

/** storageDeleteFile: the record, then its bytes, chunks and previews. */
export async function deleteFile(deps: FilesDeps, caller: Caller, ref: FileRef): Promise<void> {
  const bucket = findBucket(deps.schema, ref.bucketId);
  const existing = requireFileWrite(
    caller,
    bucket,
    await deps.store.getFile(ref.bucketId, ref.fileId),
    "delete",
  );
  await deps.store.deleteFile(ref.bucketId, ref.fileId);
  await deps.disk.removeFile(ref.bucketId, ref.fileId);
  deps.onChange?.({ action: "delete", bucket, file: existing });
}

/**
 * storageGetFileDownload and storageGetFileView: the file the caller may read, whole, and where
 * its bytes are. An upload still under way has no bytes to give: storage_file_not_found.
 */
export async function fileContent(
  deps: FilesDeps,
  caller: Caller,
  ref: FileRef,
): Promise<{ file: StoredFile; path: string }> {
  const file = await getFile(deps, caller, ref);
  if (file.chunksUploaded !== file.chunksTotal) throw fileNotFound();
  return { file, path: deps.disk.filePath(ref.bucketId, ref.fileId) };
}

/** Who asked for a preview, as far as its limits go. */
export interface PreviewRequester {
  /**
   * What the client's new previews are counted by (its limit group), or null for the site's
   * own server, which asks only for the previews its pages link.
   */
  limitGroup: string | null;
  /** Aborted when the request is given up: work nobody waits for any more is dropped. */
  signal?: AbortSignal;
}

/**
 * storageGetFilePreview: the image resized and styled as asked. A preview already kept is read
 * from disk for anyone; a new one is counted against the requester's budget (preview-budget.ts),
 * made in the image queue's preview lane and kept within the previews' share of the disk
 * (kept-previews.ts), deleted with its file (decision 0123).
 */
export async function filePreview(
  deps: FilesDeps,
  caller: Caller,
  ref: FileRef,
  options: PreviewOptions,
  requester: PreviewRequester,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const { file, path } = await fileContent(deps, caller, ref);
  const own = imageTypeOfMime(file.mimeType);
  if (!own) {
    throw new AppwriteError(
      "storage_file_type_unsupported",
      "Previews are made of images only (JPEG, PNG, WebP, GIF, AVIF).",
    );
  }
  const mimeType = previewMimeType(options.output, own);
  const key = previewKey(file, options);
  const kept = await deps.disk.readPreview(ref.bucketId, ref.fileId, key);
  if (kept) return { bytes: kept, mimeType };
  if (requester.limitGroup !== null && !rendering.has(key)) {
    deps.previewBudget.spend(requester.limitGroup, deps.now());
  }
  const bytes = await sharedRender(key, requester.signal, (signal) =>
    deps.images
      .run(() => renderPreview(path, own, options), { lane: "preview", signal })
      .catch((error: unknown) => {
        if (error instanceof AppwriteError) throw error;
        // As Appwrite answers an image its Imagick cannot read.
        throw new AppwriteError("storage_file_type_unsupported", "The preview could not be made.", {
          cause: error,
        });
      }),
  );
  await deps.disk.keepPreview(ref.bucketId, ref.fileId, key, bytes);
  return { bytes, mimeType };
}

/** A preview being made, and how many requests still wait for it. */
interface SharedRender {
  result: Promise<Buffer>;
  waiting: number;
  abandoned: AbortController;
}

// Previews being made, by key: a second request for the same one waits for the first.
const rendering = new Map<string, SharedRender>();

/**
 * The preview `key`, made once however many ask at once. When every request waiting for it
 * has been given up, the work is abandoned (dropped from the queue if it has not started).
 */
async function sharedRender(
  key: string,
  signal: AbortSignal | undefined,
  render: (abandoned: AbortSignal) => Promise<Buffer>,
): Promise<Buffer> {
  let shared = rendering.get(key);
  if (!shared) {
    const abandoned = new AbortController();
    const result = render(abandoned.signal).finally(() => rendering.delete(key));
    shared = { result, waiting: 0, abandoned };
    rendering.set(key, shared);
  }
  const current = shared;
  current.waiting++;
  signal?.addEventListener(
    "abort",
    () => {
      current.waiting--;
      if (current.waiting === 0) current.abandoned.abort(signal.reason);
    },
    { once: true },
  );
  return current.result;
}

/** The options and the file's signature: a changed file never reuses an older preview. */
function previewKey(file: StoredFile, options: PreviewOptions): string {
  return createHash("sha256")
    .update(JSON.stringify([file.bucketId, file.id, file.signature, options]))
    .digest("hex");
}

function imageTypeOfMime(mimeType: string): ImageType | null {
  const types = Object.keys(imageMimeTypes).filter(isImageType);
  return types.find((type) => imageMimeTypes[type] === mimeType) ?? null;
}

function isImageType(key: string): key is ImageType {
  return Object.hasOwn(imageMimeTypes, key);
}

// C0 and C1 controls, DEL, and the Unicode marks that reorder or hide text (a name shown as
// "flyer.jpg" that is something else). The zero-width joiners (U+200C, U+200D) stay: emoji such
// as the rainbow flag are made with them.
const unsafeRanges: readonly [number, number][] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x200b, 0x200b],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];

function hasUnsafeCharacter(name: string): boolean {
  return [...name].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return unsafeRanges.some(([first, last]) => code >= first && code <= last);
  });
}

/**
 * A file name is shown and offered as a download name: at most 255 characters, no folder parts
 * ("/" or "\"), not "." or "..", and no control or direction characters.
 */
export function checkFileName(name: string): void {
  const problem =
    name.trim() === ""
      ? "is empty"
      : name.length > 255
        ? "is longer than 255 characters"
        : /[/\\]/.test(name) || name === "." || name === ".."
          ? "names a folder (it contains / or \\, or is . or ..)"
          : hasUnsafeCharacter(name)
            ? "contains control characters"
            : null;
  if (problem) {
    throw new AppwriteError("general_argument_invalid", `Invalid file name: it ${problem}.`);
  }
}
