import type { Database } from "better-sqlite3";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { FILES_DATABASE_ID, fileCollectionOf } from "../../schema/file-collection.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type { DocumentStore, StoredDocument } from "../document-store.ts";
import type { FileChanges, FileStore, StoredFile } from "../file-store.ts";
import { collectionTableOf, decodeDocument } from "./collection-tables.ts";
import { identifier, sql, SqlRunner } from "./sql.ts";

/**
 * The project schema with one collection a bucket under FILES_DATABASE_ID, so that file records
 * get the document tables, migrations, queries and permission rows documents have. Every opening
 * of the database (the server, the users command, a check before an upgrade) migrates with this
 * same schema, so no opening drops another's tables.
 */
export function withFileCollections(schema: ProjectSchema): ProjectSchema {
  if (schema.databases.some((database) => database.$id === FILES_DATABASE_ID)) {
    throw new Error(
      `appwrite.json declares a database "${FILES_DATABASE_ID}", the name kept for storage buckets; rename it.`,
    );
  }
  if (schema.buckets.length === 0) return schema;
  return {
    ...schema,
    databases: [
      ...schema.databases,
      { $id: FILES_DATABASE_ID, name: FILES_DATABASE_ID, enabled: true },
    ],
    collections: [...schema.collections, ...schema.buckets.map(fileCollectionOf)],
  };
}

// Abandoned uploads are cleaned a batch at a time, per bucket.
const ABANDONED_BATCH = 100;

/**
 * The SQLite FileStore: file records are documents of their bucket's collection (the document
 * store's group commit makes each write durable before it resolves, decision 0067).
 */
export function createSqliteFileStore(
  db: Database,
  schema: ProjectSchema,
  documents: DocumentStore,
): FileStore {
  const runner = new SqlRunner(db);
  const refOf = (bucketId: string) => ({ databaseId: FILES_DATABASE_ID, collectionId: bucketId });
  return {
    async listFiles(bucketId, options) {
      const page = await documents.listDocuments(refOf(bucketId), {
        ...options,
        cursor: options.cursor && {
          direction: options.cursor.direction,
          document: toDocument(options.cursor.file),
        },
        countTotal: true,
      });
      return { total: page.total, files: page.documents.map((d) => toFile(bucketId, d)) };
    },
    async getFile(bucketId, fileId) {
      const document = await documents.getDocument(refOf(bucketId), fileId);
      return document && toFile(bucketId, document);
    },
    async createFile(file) {
      const { id, createdAt, permissions, data } = toDocument(file);
      const created = await translated(() =>
        documents.createDocument(refOf(file.bucketId), { id, createdAt, permissions, data }),
      );
      return toFile(file.bucketId, created);
    },
    async updateFile(bucketId, fileId, changes: FileChanges) {
      const { updatedAt, permissions, ...data } = changes;
      const updated = await translated(() =>
        documents.updateDocument(refOf(bucketId), fileId, {
          data,
          permissions: permissions ?? null,
          updatedAt,
        }),
      );
      return toFile(bucketId, updated);
    },
    async deleteFile(bucketId, fileId) {
      await translated(() => documents.deleteDocument(refOf(bucketId), fileId));
    },
    async listAbandonedUploads(before) {
      return schema.buckets.flatMap((bucket) => {
        const table = collectionTableOf(fileCollectionOf(bucket));
        return runner
          .all(
            sql`SELECT * FROM ${identifier(table.documents)} WHERE chunksUploaded < chunksTotal AND _updated_at < ${before} LIMIT ${ABANDONED_BATCH}`,
          )
          .map((row) => toFile(bucket.$id, decodeDocument(table, row)));
      });
    },
    async listFileStates(bucketId) {
      const bucket = schema.buckets.find(({ $id }) => $id === bucketId);
      if (!bucket) return [];
      const table = collectionTableOf(fileCollectionOf(bucket));
      return runner
        .all(sql`SELECT * FROM ${identifier(table.documents)}`)
        .map((row) => toFile(bucketId, decodeDocument(table, row)))
        .map((file) => ({ id: file.id, isComplete: file.chunksUploaded === file.chunksTotal }));
    },
  };
}

function toDocument(file: StoredFile): StoredDocument {
  return {
    id: file.id,
    sequence: 0,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
    permissions: file.permissions,
    data: {
      name: file.name,
      signature: file.signature,
      mimeType: file.mimeType,
      sizeOriginal: file.sizeOriginal,
      chunksTotal: file.chunksTotal,
      chunksUploaded: file.chunksUploaded,
      chunkSize: file.chunkSize,
    },
  };
}

function toFile(bucketId: string, document: StoredDocument): StoredFile {
  const { data } = document;
  return {
    id: document.id,
    bucketId,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    permissions: document.permissions,
    name: String(data.name),
    signature: String(data.signature),
    mimeType: String(data.mimeType),
    sizeOriginal: Number(data.sizeOriginal),
    chunksTotal: Number(data.chunksTotal),
    chunksUploaded: Number(data.chunksUploaded),
    chunkSize: Number(data.chunkSize),
  };
}

/** The document store's not-found and taken-id answers, in Appwrite's storage words. */
async function translated<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppwriteError && error.type === "document_not_found") {
      throw new AppwriteError("storage_file_not_found");
    }
    if (error instanceof AppwriteError && error.type === "document_already_exists") {
      throw new AppwriteError("storage_file_already_exists");
    }
    throw error;
  }
}
