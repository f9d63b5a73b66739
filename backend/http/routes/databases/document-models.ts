import type { AttributeValue } from "../../../schema/attribute-value.ts";
import type { CollectionRef, StoredDocument } from "../../../storage/document-store.ts";

/** Appwrite's Document response model: system fields, then the attributes. */
export interface DocumentModel {
  $id: string;
  $sequence: string;
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
 * A stored document as the SDK receives it. `$sequence` is a string because the appwrite SDK's
 * Models.Document (v27) types it so, and Appwrite sends it so since 64-bit sequences.
 */
export function toDocumentModel(ref: CollectionRef, document: StoredDocument): DocumentModel {
  return {
    $id: document.id,
    $sequence: String(document.sequence),
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
): DocumentListModel {
  return {
    total: page.total,
    documents: page.documents.map((document) => toDocumentModel(ref, document)),
  };
}
