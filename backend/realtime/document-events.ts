import { responseFormatOf } from "../models/response-format.ts";
import { toDocumentModel } from "../models/document-models.ts";
import type { ProjectSchema } from "../schema/project-schema.ts";
import type { DocumentChange } from "../services/document-change.ts";
import { documentEventAddress } from "./event-names.ts";
import type { RealtimeHub } from "./hub.ts";

// A websocket says nothing of its response format, so payloads take the newest shape, the one
// the current SDK reads ($sequence as a string).
const newestFormat = responseFormatOf(undefined);

/**
 * The documents service's `onChange`: publishes each committed write under Appwrite's event
 * names, with the Document model as payload, to those who may read the document (the collection's
 * read permission, or the document's own when the collection has document security).
 */
export function publishDocumentChanges(hub: RealtimeHub, schema: ProjectSchema) {
  return (change: DocumentChange): void => {
    // Most writes happen with no one listening: no event names, no model.
    if (!hub.hasSubscribers()) return;
    const { ref, document, action } = change;
    const collection = schema.collections.find(
      (c) => c.databaseId === ref.databaseId && c.$id === ref.collectionId,
    );
    // The service found this collection before it wrote, so it is always there.
    if (!collection) return;
    hub.publish({
      ...documentEventAddress(ref, action),
      payload: toDocumentModel(ref, document, newestFormat),
      audience: {
        kind: "document",
        collection,
        documentId: document.id,
        permissions: document.permissions,
      },
    });
  };
}
