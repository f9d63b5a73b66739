import { AppwriteError } from "../../errors/appwrite-error.ts";
import { fileCollectionOf } from "../../schema/file-collection.ts";
import type { BucketSchema, CollectionSchema, ProjectSchema } from "../../schema/project-schema.ts";
import type { StoredFile } from "../../storage/file-store.ts";
import type { Caller } from "../caller.ts";
import { canCollection, canDocument } from "../permissions.ts";

/** A bucket of appwrite.json with its files seen as a collection (for permission checks). */
export interface Bucket {
  schema: BucketSchema;
  collection: CollectionSchema;
}

const collections = new WeakMap<BucketSchema, CollectionSchema>();

/** The bucket; a missing or disabled one is storage_bucket_not_found, as Appwrite answers a client. */
export function findBucket(schema: ProjectSchema, bucketId: string): Bucket {
  const bucket = schema.buckets.find((candidate) => candidate.$id === bucketId);
  if (!bucket || !bucket.enabled) throw new AppwriteError("storage_bucket_not_found");
  let collection = collections.get(bucket);
  if (!collection) {
    collection = fileCollectionOf(bucket);
    collections.set(bucket, collection);
  }
  return { schema: bucket, collection };
}

export function fileNotFound(): AppwriteError {
  return new AppwriteError("storage_file_not_found");
}

/**
 * Appwrite's first check of a read (get, list, download, view, preview): without file security
 * the bucket must grant read (else user_unauthorized); with it, files may grant read themselves.
 * Returns whether the bucket grants read on its own.
 */
export function checkBucketRead(caller: Caller, bucket: Bucket): boolean {
  const granted = canCollection(caller, bucket.collection, "read");
  if (!granted && !bucket.collection.documentSecurity) throw new AppwriteError("user_unauthorized");
  return granted;
}

/** A file the caller may not read answers as a missing one (Appwrite reads it with authorization). */
export function requireFileRead(
  caller: Caller,
  bucket: Bucket,
  file: StoredFile | null,
): StoredFile {
  if (!file || !canDocument(caller, bucket.collection, file.permissions, "read")) {
    throw fileNotFound();
  }
  return file;
}

/**
 * An update or delete: without file security the bucket must grant it; with it, the file's own
 * permissions may (storageUpdateFile, storageDeleteFile). A missing file is storage_file_not_found
 * whoever asks, as Appwrite looks it up before deciding.
 */
export function requireFileWrite(
  caller: Caller,
  bucket: Bucket,
  file: StoredFile | null,
  action: "update" | "delete",
): StoredFile {
  const granted = canCollection(caller, bucket.collection, action);
  if (!granted && !bucket.collection.documentSecurity) throw new AppwriteError("user_unauthorized");
  if (!file) throw fileNotFound();
  if (!canDocument(caller, bucket.collection, file.permissions, action)) {
    throw new AppwriteError("user_unauthorized");
  }
  return file;
}
