import type { DocumentFilter, DocumentOrder } from "../queries/document-query.ts";
import type { AttributeValue } from "../schema/attribute-value.ts";

/** Which collection a call is about; the store checks both ids against its schema. */
export interface CollectionRef {
  databaseId: string;
  collectionId: string;
}

/** A document as stored: system fields, then one value per attribute (null when unset). */
export interface StoredDocument {
  id: string;
  sequence: number;
  /** Appwrite's datetime format, e.g. `2026-11-25T14:30:00.000+00:00`. */
  createdAt: string;
  updatedAt: string;
  permissions: readonly string[];
  data: Readonly<Record<string, AttributeValue>>;
}

/** System fields filters and orders may name besides attribute keys. */
export type SystemField = "$id" | "$sequence" | "$createdAt" | "$updatedAt";

export interface ListDocumentsOptions {
  filters: readonly DocumentFilter[];
  orders: readonly DocumentOrder[];
  limit: number;
  offset: number;
  /** Page after or before this document (already looked up), in the list's order. */
  cursor: { direction: "after" | "before"; document: StoredDocument } | null;
  /** Only documents whose own read permissions name one of these roles; null = no such check. */
  readableBy: readonly string[] | null;
  /** false skips counting; the total is then 0, as Appwrite answers for `total=false`. */
  countTotal: boolean;
}

export interface DocumentPage {
  /** Matches of the filters (ignoring limit, offset and cursor), counted up to 5000. */
  total: number;
  documents: StoredDocument[];
}

export interface NewDocument {
  id: string;
  /** Becomes both $createdAt and $updatedAt. */
  createdAt: string;
  permissions: readonly string[];
  /** A value for every attribute (null when unset). */
  data: Readonly<Record<string, AttributeValue>>;
}

export interface DocumentChanges {
  /** Only the attributes to change; others keep their stored value. */
  data: Readonly<Record<string, AttributeValue>>;
  /** Replaces the document's permissions; null keeps them. */
  permissions: readonly string[] | null;
  updatedAt: string;
}

export interface AttributeIncrement {
  attribute: string;
  /** Added to the stored value (null counts as 0); negative to decrement. */
  by: number;
  /** The result may not pass this bound: max for increments, min for decrements. */
  bound: { max: number } | { min: number } | null;
  updatedAt: string;
}

/** One write of a batch that lands whole or not at all (a committed transaction). */
export type PlannedWrite =
  | { kind: "create"; ref: CollectionRef; document: NewDocument }
  | { kind: "update"; ref: CollectionRef; documentId: string; changes: DocumentChanges }
  | { kind: "delete"; ref: CollectionRef; documentId: string }
  | { kind: "increment"; ref: CollectionRef; documentId: string; increment: AttributeIncrement };

/**
 * Documents of the collections in appwrite.json, one engine behind it (SQLite today). Inputs are
 * already checked by the documents service; the store answers Appwrite-shaped errors only for
 * what it alone can know: a missing document, a duplicate id or unique value, a passed bound.
 */
export interface DocumentStore {
  /** The page of documents for databasesListDocuments. */
  listDocuments(ref: CollectionRef, options: ListDocumentsOptions): Promise<DocumentPage>;
  /** One document by id, or null; no permission check (the service decides). */
  getDocument(ref: CollectionRef, documentId: string): Promise<StoredDocument | null>;
  /** Stores a new document (databasesCreateDocument); a taken id or unique value is document_already_exists. */
  createDocument(ref: CollectionRef, document: NewDocument): Promise<StoredDocument>;
  /** Changes some attributes and/or the permissions (databasesUpdateDocument); document_not_found if gone. */
  updateDocument(
    ref: CollectionRef,
    documentId: string,
    changes: DocumentChanges,
  ): Promise<StoredDocument>;
  /** Removes a document and its permissions (databasesDeleteDocument); document_not_found if gone. */
  deleteDocument(ref: CollectionRef, documentId: string): Promise<void>;
  /**
   * Adds to a numeric attribute in one atomic statement that also checks the bound, so
   * concurrent calls never pass it (databasesIncrementDocumentAttribute and its decrement twin).
   * A passed bound is attribute_limit_exceeded; a missing document document_not_found.
   */
  incrementDocumentAttribute(
    ref: CollectionRef,
    documentId: string,
    increment: AttributeIncrement,
  ): Promise<StoredDocument>;
  /**
   * Runs every write in one SQLite transaction: the first that fails (a taken id, a gone
   * document, a passed bound) undoes the ones before it and rejects with its error. Resolves
   * with each write's stored document (null for a delete), in order.
   */
  writeTogether(writes: readonly PlannedWrite[]): Promise<(StoredDocument | null)[]>;
}
