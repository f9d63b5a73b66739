import type { BackendDeps } from "../backend-deps.ts";
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
import type {
  CollectionRef,
  DocumentChanges,
  DocumentStore,
  StoredDocument,
} from "../storage/document-store.ts";
import type { Caller } from "./caller.ts";
import type { DocumentChange, DocumentRef } from "./document-change.ts";
import {
  checkDocumentPermissions,
  defaultDocumentPermissions,
  documentNotFound,
  readScopeOf,
  requireCollectionCreate,
  requireDocumentRead,
  requireDocumentWrite,
} from "./permissions.ts";

/** What the document services need: the store, the data model, the clock, and who to tell. */
export interface DocumentsDeps {
  store: DocumentStore;
  schema: ProjectSchema;
  now: () => Date;
  /** Told of every committed write, after it is stored (the realtime hub listens here). */
  onChange?: (change: DocumentChange) => void;
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

/** The document services' slice of the backend's dependencies. */
export function documentsDepsOf(deps: BackendDeps): DocumentsDeps {
  return {
    store: deps.store.documents,
    schema: deps.config.schema,
    now: deps.config.now,
    onChange: deps.onDocumentChange,
  };
}

// The Databases document operations with Appwrite's rules: the collection and database must
// exist, queries and data are checked against appwrite.json, and permissions are decided by the
// permissions service in the order Appwrite checks them.

function timestamp(deps: DocumentsDeps): string {
  return formatDatetime(deps.now());
}

function committed(
  deps: DocumentsDeps,
  action: DocumentChange["action"],
  ref: DocumentRef,
  document: StoredDocument,
): StoredDocument {
  deps.onChange?.({ action, ref: { ...ref, documentId: document.id }, document });
  return document;
}

/** Stores the changed attributes (and permissions, when sent) of an existing document. */
async function storeChanges(
  deps: DocumentsDeps,
  action: "update" | "upsert",
  ref: DocumentRef,
  data: DocumentChanges["data"],
  permissions: DocumentChanges["permissions"],
): Promise<StoredDocument> {
  const updated = await deps.store.updateDocument(ref, ref.documentId, {
    data,
    permissions,
    updatedAt: timestamp(deps),
  });
  return committed(deps, action, ref, updated);
}

// Looks the document up without a read check, as Appwrite does before deciding a write.
async function findExisting(deps: DocumentsDeps, ref: DocumentRef): Promise<StoredDocument> {
  const document = await deps.store.getDocument(ref, ref.documentId);
  if (!document) throw documentNotFound(ref.documentId);
  return document;
}

// The cursor document is looked up without a read check, as Appwrite does.
async function findCursor(
  deps: DocumentsDeps,
  ref: CollectionRef,
  cursor: DocumentQueries["cursor"],
) {
  if (!cursor) return null;
  const document = await deps.store.getDocument(ref, cursor.documentId);
  if (!document) {
    throw new AppwriteError(
      "general_cursor_not_found",
      `Document '${cursor.documentId}' for the 'cursor' value not found.`,
    );
  }
  return { direction: cursor.direction, document };
}

/** databasesListDocuments: a page of the documents the caller may read, and their total. */
export async function listDocuments(
  deps: DocumentsDeps,
  caller: Caller,
  ref: CollectionRef,
  queries: readonly string[],
  countTotal: boolean,
) {
  const collection = findCollection(deps.schema, ref);
  const parsed = parseListQueries(queries, collection);
  const readableBy = readScopeOf(caller, collection);
  const cursor = await findCursor(deps, ref, parsed.cursor);
  const page = await deps.store.listDocuments(ref, { ...parsed, cursor, readableBy, countTotal });
  return {
    total: page.total,
    documents: page.documents.map((d) => selectData(d, parsed.select)),
  };
}

/** databasesGetDocument: one document; one the caller may not read is document_not_found. */
export async function getDocument(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  queries: readonly string[],
) {
  const collection = findCollection(deps.schema, ref);
  const { select } = parseGetQueries(queries, collection);
  const document = await findExisting(deps, ref);
  requireDocumentRead(caller, collection, document);
  return selectData(document, select);
}

/** databasesCreateDocument: `documentId` is a custom id, `unique()`, or "" when none was sent. */
export async function createDocument(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  input: DocumentInput,
) {
  // Appwrite 1.7.4's own checks, in its order, before it looks up the database or collection.
  if (Object.keys(input.data).length === 0) throw new AppwriteError("document_missing_data");
  if (ref.documentId === "") {
    throw new AppwriteError(
      "document_missing_data",
      "Document ID is required when creating a single document",
    );
  }
  const collection = findCollection(deps.schema, ref);
  const permissions =
    checkDocumentPermissions(caller, input.permissions) ?? defaultDocumentPermissions(caller);
  requireCollectionCreate(caller, collection);
  const data = checkDocumentStructure(
    collection,
    withoutSystemFields(input.data),
    (a) => a.default,
  );
  const id = ref.documentId === "unique()" ? createUniqueId(deps.now()) : ref.documentId;
  const created = await deps.store.createDocument(ref, {
    id,
    createdAt: timestamp(deps),
    permissions,
    data,
  });
  return committed(deps, "create", ref, created);
}

/** databasesUpsertDocument: creates the document, or replaces the attributes it is sent. */
export async function upsertDocument(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  input: DocumentInput,
) {
  requirePayload(input);
  const collection = findCollection(deps.schema, ref);
  const existing = await deps.store.getDocument(ref, ref.documentId);
  const permissions = checkDocumentPermissions(caller, input.permissions);
  const sent = withoutSystemFields(input.data);
  if (!existing) {
    requireCollectionCreate(caller, collection);
    const data = checkDocumentStructure(collection, sent, (a) => a.default);
    const document = {
      id: ref.documentId,
      createdAt: timestamp(deps),
      permissions: permissions ?? defaultDocumentPermissions(caller),
      data,
    };
    return committed(deps, "upsert", ref, await deps.store.createDocument(ref, document));
  }
  requireDocumentWrite(caller, collection, existing.permissions, "update");
  // Appwrite's upsert keeps stored optional values that are not sent; required ones must be sent.
  const checked = checkDocumentStructure(collection, sent, (a) =>
    a.required ? null : (existing.data[a.key] ?? null),
  );
  return storeChanges(deps, "upsert", ref, pick(checked, Object.keys(sent)), permissions);
}

/** databasesUpdateDocument: changes only the attributes sent, and/or the permissions. */
export async function updateDocument(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  input: DocumentInput,
) {
  requirePayload(input);
  const collection = findCollection(deps.schema, ref);
  const existing = await findExisting(deps, ref);
  const permissions = checkDocumentPermissions(caller, input.permissions);
  requireDocumentWrite(caller, collection, existing.permissions, "update");
  const sent = withoutSystemFields(input.data);
  const checked = checkDocumentStructure(collection, sent, (a) => existing.data[a.key] ?? null);
  return storeChanges(deps, "update", ref, pick(checked, Object.keys(sent)), permissions);
}

/** databasesDeleteDocument */
export async function deleteDocument(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
): Promise<void> {
  const collection = findCollection(deps.schema, ref);
  const existing = await findExisting(deps, ref);
  requireDocumentWrite(caller, collection, existing.permissions, "delete");
  await deps.store.deleteDocument(ref, ref.documentId);
  committed(deps, "delete", ref, existing);
}

/** databasesIncrementDocumentAttribute: adds `value` atomically, never past `limit` (max). */
export async function incrementDocumentAttribute(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  change: AttributeChange,
) {
  return changeNumber(deps, caller, ref, change, "increment");
}

/** databasesDecrementDocumentAttribute: subtracts `value` atomically, never below `limit` (min). */
export async function decrementDocumentAttribute(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  change: AttributeChange,
) {
  return changeNumber(deps, caller, ref, change, "decrement");
}
async function changeNumber(
  deps: DocumentsDeps,
  caller: Caller,
  ref: DocumentRef,
  { attribute: key, value, limit }: AttributeChange,
  direction: "increment" | "decrement",
): Promise<StoredDocument> {
  const collection = findCollection(deps.schema, ref);
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
  const existing = await findExisting(deps, ref);
  requireDocumentWrite(caller, collection, existing.permissions, "update");
  // The attribute's own range is a bound too, so a counter can never leave its declared range.
  const bound =
    direction === "increment"
      ? { max: Math.min(limit ?? attribute.max, attribute.max) }
      : { min: Math.max(limit ?? attribute.min, attribute.min) };
  const updated = await deps.store.incrementDocumentAttribute(ref, ref.documentId, {
    attribute: key,
    by: direction === "increment" ? value : -value,
    bound,
    updatedAt: timestamp(deps),
  });
  // Appwrite publishes increments and decrements as document updates.
  return committed(deps, "update", ref, updated);
}

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
