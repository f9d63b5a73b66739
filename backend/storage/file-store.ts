import type { DocumentFilter, DocumentOrder } from "../queries/document-query.ts";

/** A file's record as stored (its bytes are on disk, in files-on-disk.ts's places). */
export interface StoredFile {
  id: string;
  bucketId: string;
  /** Appwrite's datetime format, e.g. `2026-11-25T14:30:00.000+00:00`. */
  createdAt: string;
  updatedAt: string;
  permissions: readonly string[];
  name: string;
  /** MD5 of the stored bytes, hex (Appwrite's signature); "" until every chunk arrived. */
  signature: string;
  /** Decided from the content; "" until every chunk arrived. */
  mimeType: string;
  /** Bytes stored: for an image, its bytes once its metadata was taken out. */
  sizeOriginal: number;
  chunksTotal: number;
  chunksUploaded: number;
  /** The length of every chunk but the last (the first chunk's length). */
  chunkSize: number;
}

/** What a file list asks for, already checked (queries/parse-queries.ts). */
export interface ListFilesOptions {
  filters: readonly DocumentFilter[];
  orders: readonly DocumentOrder[];
  limit: number;
  offset: number;
  cursor: { direction: "after" | "before"; file: StoredFile } | null;
  /** Only files whose own read permissions name one of these roles; null = no such check. */
  readableBy: readonly string[] | null;
}

/** Changes to a file record; unset fields keep their value. */
export type FileChanges = Partial<
  Pick<
    StoredFile,
    "name" | "permissions" | "signature" | "mimeType" | "sizeOriginal" | "chunksUploaded"
  >
> & { updatedAt: string };

/**
 * File records of the buckets in appwrite.json. Inputs are checked by the files service; the
 * store answers Appwrite-shaped errors only for a taken id (storage_file_already_exists) and a
 * missing file (storage_file_not_found).
 */
export interface FileStore {
  /** The page of files for storageListFiles and their total (up to 5000). */
  listFiles(
    bucketId: string,
    options: ListFilesOptions,
  ): Promise<{ total: number; files: StoredFile[] }>;
  /** One file by id, or null; no permission check (the service decides). */
  getFile(bucketId: string, fileId: string): Promise<StoredFile | null>;
  createFile(file: StoredFile): Promise<StoredFile>;
  updateFile(bucketId: string, fileId: string, changes: FileChanges): Promise<StoredFile>;
  deleteFile(bucketId: string, fileId: string): Promise<void>;
  /** Files whose chunks stopped arriving: not complete and not changed since `before`. */
  listAbandonedUploads(before: string): Promise<StoredFile[]>;
  /** Every record of a bucket, by id, and whether its upload is complete (for the start's check). */
  listFileStates(bucketId: string): Promise<{ id: string; isComplete: boolean }[]>;
}
