import { AppwriteError } from "../errors/appwrite-error.ts";
import {
  parseGetQueries,
  parseListQueries,
  type DocumentQueries,
} from "../queries/parse-queries.ts";
import type { AttributeValue } from "../schema/attribute-value.ts";
import { formatDatetime } from "../schema/datetime.ts";
import { checkDocumentStructure, withoutSystemFields } from "../schema/document-structure.ts";
import type { CollectionSchema, ProjectSchema } from "../schema/project-schema.ts";
import { createUniqueId } from "../security/account-id.ts";
import type { CollectionRef, DocumentStore, StoredDocument } from "../storage/document-store.ts";
import type { Caller } from "./caller.ts";
import {
  checkDocumentPermissions,
  defaultDocumentPermissions,
  documentNotFound,
  readScopeOf,
  requireCollectionCreate,
  requireDocumentRead,
  requireDocumentWrite,
} from "./permissions.ts";

export interface DocumentsServiceDeps {
  store: DocumentStore;
  schema: ProjectSchema;
  now: () => Date;
  /** Told of every committed write, after it is stored (the realtime hub listens here). */
  onChange?: (change: DocumentChange) => void;
}

/** A committed write: Appwrite's event action, the document's path ids and its stored state. */
export interface DocumentChange {
  action: "create" | "update" | "upsert" | "delete";
  ref: DocumentRef;
  /** The document as stored after the write; for a delete, as it was before. */
  document: StoredDocument;
}

/** Path ids of one document. */
export interface DocumentRef extends CollectionRef {
  documentId: string;
}

/** `data` and `permissions` of a create, upsert or update; null permissions = not sent. */
export interface DocumentInput {
  data: Readonly<Record<string, unknown>>;
  permissions: readonly string[] | null;
}

/** The numeric change of an increment or decrement; `limit` is max or min, null = none sent. */
export interface AttributeChange {
  attribute: string;
  value: number;
  limit: number | null;
}

/**
 * The Databases document operations with Appwrite's rules: the collection and database must
 * exist, queries and data are checked against appwrite.json, and permissions are decided by the
 * permissions service in the order Appwrite checks them.
 */
export function createDocumentsService({ store, schema, now, onChange }: DocumentsServiceDeps) {
  const timestamp = () => formatDatetime(now());

  function committed(
    action: DocumentChange["action"],
    ref: DocumentRef,
    document: StoredDocument,
  ): StoredDocument {
    onChange?.({ action, ref: { ...ref, documentId: document.id }, document });
    return document;
  }

  // Looks the document up without a read check, as Appwrite does before deciding a write.
  async function findExisting(ref: DocumentRef): Promise<StoredDocument> {
    const document = await store.getDocument(ref, ref.documentId);
    if (!document) throw documentNotFound(ref.documentId);
    return document;
  }

  // The cursor document is looked up without a read check, as Appwrite does.
  async function findCursor(ref: CollectionRef, cursor: DocumentQueries["cursor"]) {
    if (!cursor) return null;
    const document = await store.getDocument(ref, cursor.documentId);
    if (!document) {
      throw new AppwriteError(
        "general_cursor_not_found",
        `Document '${cursor.documentId}' for the 'cursor' value not found.`,
      );
    }
    return { direction: cursor.direction, document };
  }

  return {
    /** databasesListDocuments: a page of the documents the caller may read, and their total. */
    async listDocuments(
      caller: Caller,
      ref: CollectionRef,
      queries: readonly string[],
      countTotal: boolean,
    ) {
      const collection = findCollection(schema, ref);
      const parsed = parseListQueries(queries, collection);
      const readableBy = readScopeOf(caller, collection);
      const cursor = await findCursor(ref, parsed.cursor);
      const page = await store.listDocuments(ref, { ...parsed, cursor, readableBy, countTotal });
      return {
        total: page.total,
        documents: page.documents.map((d) => selectData(d, parsed.select)),
      };
    },

    /** databasesGetDocument: one document; one the caller may not read is document_not_found. */
    async getDocument(caller: Caller, ref: DocumentRef, queries: readonly string[]) {
      const collection = findCollection(schema, ref);
      const { select } = parseGetQueries(queries, collection);
      const document = await findExisting(ref);
      requireDocumentRead(caller, collection, document);
      return selectData(document, select);
    },

    /** databasesCreateDocument: `documentId` is a custom id or `unique()`. */
    async createDocument(caller: Caller, ref: DocumentRef, input: DocumentInput) {
      if (Object.keys(input.data).length === 0) throw new AppwriteError("document_missing_data");
      const collection = findCollection(schema, ref);
      const permissions =
        checkDocumentPermissions(caller, input.permissions) ?? defaultDocumentPermissions(caller);
      requireCollectionCreate(caller, collection);
      const data = checkDocumentStructure(
        collection,
        withoutSystemFields(input.data),
        (a) => a.default,
      );
      const id = ref.documentId === "unique()" ? createUniqueId(now()) : ref.documentId;
      const created = await store.createDocument(ref, {
        id,
        createdAt: timestamp(),
        permissions,
        data,
      });
      return committed("create", ref, created);
    },

    /** databasesUpsertDocument: creates the document, or replaces the attributes it is sent. */
    async upsertDocument(caller: Caller, ref: DocumentRef, input: DocumentInput) {
      requirePayload(input);
      const collection = findCollection(schema, ref);
      const existing = await store.getDocument(ref, ref.documentId);
      const permissions = checkDocumentPermissions(caller, input.permissions);
      const sent = withoutSystemFields(input.data);
      if (!existing) {
        requireCollectionCreate(caller, collection);
        const data = checkDocumentStructure(collection, sent, (a) => a.default);
        const document = {
          id: ref.documentId,
          createdAt: timestamp(),
          permissions: permissions ?? defaultDocumentPermissions(caller),
          data,
        };
        return committed("upsert", ref, await store.createDocument(ref, document));
      }
      requireDocumentWrite(caller, collection, existing.permissions, "update");
      // Appwrite's upsert keeps stored optional values that are not sent; required ones must be sent.
      const checked = checkDocumentStructure(collection, sent, (a) =>
        a.required ? null : (existing.data[a.key] ?? null),
      );
      const updated = await store.updateDocument(ref, ref.documentId, {
        data: pick(checked, Object.keys(sent)),
        permissions,
        updatedAt: timestamp(),
      });
      return committed("upsert", ref, updated);
    },

    /** databasesUpdateDocument: changes only the attributes sent, and/or the permissions. */
    async updateDocument(caller: Caller, ref: DocumentRef, input: DocumentInput) {
      requirePayload(input);
      const collection = findCollection(schema, ref);
      const existing = await findExisting(ref);
      const permissions = checkDocumentPermissions(caller, input.permissions);
      requireDocumentWrite(caller, collection, existing.permissions, "update");
      const sent = withoutSystemFields(input.data);
      const checked = checkDocumentStructure(collection, sent, (a) => existing.data[a.key] ?? null);
      const updated = await store.updateDocument(ref, ref.documentId, {
        data: pick(checked, Object.keys(sent)),
        permissions,
        updatedAt: timestamp(),
      });
      return committed("update", ref, updated);
    },

    /** databasesDeleteDocument */
    async deleteDocument(caller: Caller, ref: DocumentRef): Promise<void> {
      const collection = findCollection(schema, ref);
      const existing = await findExisting(ref);
      requireDocumentWrite(caller, collection, existing.permissions, "delete");
      await store.deleteDocument(ref, ref.documentId);
      committed("delete", ref, existing);
    },

    /** databasesIncrementDocumentAttribute: adds `value` atomically, never past `limit` (max). */
    async incrementDocumentAttribute(caller: Caller, ref: DocumentRef, change: AttributeChange) {
      return changeNumber(caller, ref, change, "increment");
    },

    /** databasesDecrementDocumentAttribute: subtracts `value` atomically, never below `limit` (min). */
    async decrementDocumentAttribute(caller: Caller, ref: DocumentRef, change: AttributeChange) {
      return changeNumber(caller, ref, change, "decrement");
    },
  };

  async function changeNumber(
    caller: Caller,
    ref: DocumentRef,
    { attribute: key, value, limit }: AttributeChange,
    direction: "increment" | "decrement",
  ): Promise<StoredDocument> {
    const collection = findCollection(schema, ref);
    const attribute = collection.attributes.find((a) => a.key === key);
    if (!attribute) {
      throw new AppwriteError(
        "attribute_not_found",
        `Attribute with the requested key '${key}' could not be found.`,
      );
    }
    if ((attribute.type !== "integer" && attribute.type !== "double") || attribute.array) {
      throw new AppwriteError("attribute_type_invalid", `Attribute "${key}" is not a number`);
    }
    if (!(value > 0) || (attribute.type === "integer" && !Number.isSafeInteger(value))) {
      const kind = attribute.type === "integer" ? "an integer" : "a number";
      throw new AppwriteError("general_argument_invalid", `Value must be ${kind} greater than 0`);
    }
    const existing = await findExisting(ref);
    requireDocumentWrite(caller, collection, existing.permissions, "update");
    // The attribute's own range is a bound too, so a counter can never leave its declared range.
    const bound =
      direction === "increment"
        ? { max: Math.min(limit ?? attribute.max, attribute.max) }
        : { min: Math.max(limit ?? attribute.min, attribute.min) };
    const updated = await store.incrementDocumentAttribute(ref, ref.documentId, {
      attribute: key,
      by: direction === "increment" ? value : -value,
      bound,
      updatedAt: timestamp(),
    });
    // Appwrite publishes increments and decrements as document updates.
    return committed("update", ref, updated);
  }
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** The collection of a call; a missing or disabled database or collection is not found. */
function findCollection(schema: ProjectSchema, ref: CollectionRef): CollectionSchema {
  const database = schema.databases.find((d) => d.$id === ref.databaseId && d.enabled);
  if (!database) {
    throw new AppwriteError(
      "database_not_found",
      `Database with the requested ID '${ref.databaseId}' could not be found.`,
    );
  }
  const collection = schema.collections.find(
    (c) => c.databaseId === ref.databaseId && c.$id === ref.collectionId && c.enabled,
  );
  if (!collection) {
    throw new AppwriteError(
      "collection_not_found",
      `Collection with the requested ID '${ref.collectionId}' could not be found.`,
    );
  }
  return collection;
}

/** Update and upsert need something to change: attributes or permissions. */
function requirePayload(input: DocumentInput): void {
  if (Object.keys(input.data).length === 0 && input.permissions === null) {
    throw new AppwriteError("document_missing_payload");
  }
}

/** Only the selected attributes (system fields always stay); null selects all. */
function selectData(document: StoredDocument, select: readonly string[] | null): StoredDocument {
  if (select === null) return document;
  return { ...document, data: pick(document.data, select) };
}

function pick(
  values: Readonly<Record<string, AttributeValue>>,
  keys: readonly string[],
): Record<string, AttributeValue> {
  return Object.fromEntries(
    keys.filter((key) => Object.hasOwn(values, key)).map((key) => [key, values[key] ?? null]),
  );
}
