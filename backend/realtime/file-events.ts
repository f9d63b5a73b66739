import { toFileModel } from "../models/file-models.ts";
import { responseFormatOf } from "../models/response-format.ts";
import type { FileChange } from "../services/storage/files.ts";
import { fileEventAddress } from "./event-names.ts";
import type { RealtimeHub } from "./hub.ts";

// As for documents: a websocket says nothing of its response format, so the newest shape.
const newestFormat = responseFormatOf(undefined);

/**
 * The storage services' `onChange`: publishes each stored file's create (once all of it is in),
 * update and delete under Appwrite's event names, with the File model as payload, to those who
 * may read the file (the bucket's read permission, or the file's own with file security).
 */
export function publishFileChanges(hub: RealtimeHub) {
  return ({ action, bucket, file }: FileChange): void => {
    if (!hub.hasSubscribers()) return;
    hub.publish({
      ...fileEventAddress(file.bucketId, file.id, action),
      payload: toFileModel(file, newestFormat),
      audience: {
        kind: "document",
        collection: bucket.collection,
        documentId: file.id,
        permissions: file.permissions,
      },
    });
  };
}
