import type { AttributeValue } from "../schema/attribute-value.ts";
import type { CollectionRef, StoredDocument } from "../storage/document-store.ts";
import type { ResponseFormat } from "./response-format.ts";

/** Appwrite's Document response model: system fields, then the attributes. */
export interface DocumentModel {
  $id: string;
  $sequence: string | number;
  $collectionId: string;
  $databaseId: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  [attribute: string]: AttributeValue | string[];
}

/** Appwrite's DocumentList response model. */
export interface DocumentListModel {
  total: number;
  documents: DocumentModel[];
}

/**
 * A stored document as the SDK receives it; `$sequence` takes the type of the client's response
 * format (a string for the current SDK's Models.Document, an integer for 1.7-era SDKs).
 */
export function toDocumentModel(
  ref: CollectionRef,
  document: StoredDocument,
  format: ResponseFormat,
): DocumentModel {
  return {
    $id: document.id,
    $sequence: format.isBefore18 ? document.sequence : String(document.sequence),
    $collectionId: ref.collectionId,
    $databaseId: ref.databaseId,
    $createdAt: document.createdAt,
    $updatedAt: document.updatedAt,
    $permissions: [...document.permissions],
    ...document.data,
  };
}

export function toDocumentListModel(
  ref: CollectionRef,
  page: { total: number; documents: readonly StoredDocument[] },
  format: ResponseFormat,
): DocumentListModel {
  return {
    total: page.total,
    documents: page.documents.map((document) => toDocumentModel(ref, document, format)),
  };
}
