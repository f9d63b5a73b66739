import { AppwriteError } from "../../errors/appwrite-error.ts";
import type {
  CollectionRef,
  DocumentStore,
  PlannedWrite,
  StoredDocument,
} from "../../storage/document-store.ts";

/**
 * A DocumentStore that writes nothing: it records each write for a later writeTogether and
 * answers as the store would once the earlier writes had landed. The documents services run
 * against it unchanged, so a transaction's operations meet exactly the checks (structure,
 * permissions, the site's rules) that the same calls meet outside one, in order.
 */
export function createPlanningStore(store: DocumentStore): {
  store: DocumentStore;
  writes: PlannedWrite[];
} {
  const writes: PlannedWrite[] = [];
  // What the planned writes did so far: a document as it would be, or null once deleted.
  const staged = new Map<string, StoredDocument | null>();
  const keyOf = (ref: CollectionRef, id: string) =>
    JSON.stringify([ref.databaseId, ref.collectionId, id]);

  const get = async (ref: CollectionRef, id: string) => {
    const key = keyOf(ref, id);
    return staged.has(key) ? (staged.get(key) ?? null) : store.getDocument(ref, id);
  };
  const existing = async (ref: CollectionRef, id: string) => {
    const document = await get(ref, id);
    if (!document) throw new AppwriteError("document_not_found");
    return document;
  };
  const planned = (ref: CollectionRef, write: PlannedWrite, document: StoredDocument) => {
    writes.push(write);
    staged.set(keyOf(ref, document.id), document);
    return document;
  };

  return {
    writes,
    store: {
      // Lists read what is stored: Appwrite's list inside a transaction is not served here.
      listDocuments: (ref, options) => store.listDocuments(ref, options),
      getDocument: get,
      createDocument: async (ref, document) => {
        if (await get(ref, document.id)) throw new AppwriteError("document_already_exists");
        const stored = {
          ...document,
          sequence: 0,
          updatedAt: document.createdAt,
        };
        return planned(ref, { kind: "create", ref, document }, stored);
      },
      updateDocument: async (ref, documentId, changes) => {
        const before = await existing(ref, documentId);
        const after = {
          ...before,
          data: { ...before.data, ...changes.data },
          permissions: changes.permissions ?? before.permissions,
          updatedAt: changes.updatedAt,
        };
        return planned(ref, { kind: "update", ref, documentId, changes }, after);
      },
      deleteDocument: async (ref, documentId) => {
        await existing(ref, documentId);
        writes.push({ kind: "delete", ref, documentId });
        staged.set(keyOf(ref, documentId), null);
      },
      incrementDocumentAttribute: async (ref, documentId, increment) => {
        const before = await existing(ref, documentId);
        const value = Number(before.data[increment.attribute] ?? 0) + increment.by;
        const after = {
          ...before,
          data: { ...before.data, [increment.attribute]: value },
          updatedAt: increment.updatedAt,
        };
        // The bound is checked by the store when the batch runs (one statement, as outside).
        return planned(ref, { kind: "increment", ref, documentId, increment }, after);
      },
      writeTogether: () => {
        throw new Error("a planning store does not nest");
      },
    },
  };
}
