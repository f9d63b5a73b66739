import { projectSchemaShape, type BucketSchema, type CollectionSchema } from "./project-schema.ts";

/**
 * The database id under which each bucket's files are kept as a collection of their own (one
 * documents table and one permissions table a bucket, like Appwrite's `bucket_{internalId}`).
 * Not a database of appwrite.json: the Databases API never finds it.
 */
export const FILES_DATABASE_ID = "storage_files";

/** The attributes of Appwrite's File model that list queries may name (Files::ALLOWED_ATTRIBUTES). */
export const FILE_QUERY_ATTRIBUTES = [
  "name",
  "signature",
  "mimeType",
  "sizeOriginal",
  "chunksTotal",
  "chunksUploaded",
] as const;

// Parsed through the project shape once, so the collection has every default a declared one has.
const fileAttributes = projectSchemaShape.parse({
  projectId: "files",
  databases: [{ $id: FILES_DATABASE_ID, name: FILES_DATABASE_ID }],
  collections: [
    {
      $id: "files",
      databaseId: FILES_DATABASE_ID,
      name: "files",
      attributes: [
        { key: "name", type: "string", size: 255, required: true },
        { key: "signature", type: "string", size: 64, required: true },
        { key: "mimeType", type: "string", size: 255, required: true },
        { key: "sizeOriginal", type: "integer", required: true },
        { key: "chunksTotal", type: "integer", required: true },
        { key: "chunksUploaded", type: "integer", required: true },
        // Not in the model: the byte length of every chunk but the last, set by the first chunk.
        { key: "chunkSize", type: "integer", required: true },
      ],
      indexes: [{ key: "by_name", type: "key", attributes: ["name"] }],
    },
  ],
}).collections[0];

/**
 * A bucket's files as a collection: the bucket's permissions and file security are the
 * collection's permissions and document security, so files are checked as documents are.
 */
export function fileCollectionOf(bucket: BucketSchema): CollectionSchema {
  if (!fileAttributes) throw new Error("The file collection did not parse.");
  return {
    ...fileAttributes,
    $id: bucket.$id,
    name: bucket.name,
    $permissions: bucket.$permissions,
    documentSecurity: bucket.fileSecurity,
    enabled: bucket.enabled,
  };
}

/** The same collection with only the attributes list queries may name. */
export function fileQueryCollectionOf(bucket: BucketSchema): CollectionSchema {
  const collection = fileCollectionOf(bucket);
  const queryable: readonly string[] = FILE_QUERY_ATTRIBUTES;
  return {
    ...collection,
    attributes: collection.attributes.filter((attribute) => queryable.includes(attribute.key)),
  };
}
