import { useEffect, useRef, useState } from "react";
import { getBrowserAppwrite } from "../appwrite.client.ts";
import { IMAGES_BUCKET } from "../flyer-images.ts";

/** The pictures an editor uploaded that no save has stored yet. */
export interface PendingUploads {
  /** A picture uploaded into the draft. */
  add(fileId: string): void;
  /** Those the draft no longer names, nor what is stored: the next save's to delete. */
  discardedBesides(draftFileId: string): string[];
}

/**
 * The pictures uploaded on an editor that no save has stored (decision 0096), so that none stays
 * in the bucket for ever: those replaced or removed before a save go with it (the screen's action
 * deletes `discardedBesides` once the save has stored the draft), and when the editor is left
 * without saving, every one not stored goes then. What is stored (`storedFileId`) is never
 * among them, nor what a save under way (`isSaving`) may store: leaving during a save deletes
 * nothing. `stored` is what is stored as an object: a new one means a save has answered, after
 * which the pictures it did not delete are stored ones, the save's to delete when replaced.
 */
export function usePendingUploads(
  stored: unknown,
  storedFileId: string,
  isSaving: boolean,
): PendingUploads {
  const [pending, setPending] = useState({ stored, fileIds: [] as string[] });
  let fileIds = pending.fileIds;
  if (pending.stored !== stored) {
    fileIds = [];
    setPending({ stored, fileIds });
  }
  // What the editor holds as it is left (the effect below runs only then).
  const latest = useRef({ fileIds, storedFileId, isSaving });
  useEffect(() => {
    latest.current = { fileIds, storedFileId, isSaving };
  });
  useEffect(
    () => () => {
      const left = latest.current;
      if (left.isSaving) return;
      void deleteUploads(left.fileIds.filter((fileId) => fileId !== left.storedFileId));
    },
    [],
  );
  return {
    add: (fileId) =>
      setPending((current) => ({ ...current, fileIds: [...current.fileIds, fileId] })),
    discardedBesides: (draftFileId) =>
      fileIds.filter((fileId) => fileId !== draftFileId && fileId !== storedFileId),
  };
}

/** Deletes pictures no document names; one that will not go is left behind, logged. */
export async function deleteUploads(fileIds: readonly string[]): Promise<void> {
  const { storage } = getBrowserAppwrite();
  await Promise.all(
    fileIds.map((fileId) =>
      storage.deleteFile({ bucketId: IMAGES_BUCKET, fileId }).catch((error: unknown) => {
        console.error("Error deleting a picture no longer used:", error);
      }),
    ),
  );
}
