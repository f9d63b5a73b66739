import type { CollectionRef, StoredDocument } from "../storage/document-store.ts";

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
