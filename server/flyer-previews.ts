import { EVENTS } from "../app/lib/collections/ids.ts";
import { flyerPreviewPaths } from "../app/lib/flyer-images.ts";
import type { Backend } from "../backend/create-backend.ts";

/**
 * An event saved with a flyer has the flyer's previews made straight away, in the background
 * (decision 0095): the save's answer does not wait, and the first visitor finds them made instead
 * of waiting seconds for a 12-megapixel photo's AVIF. They are asked for one at a time as a guest
 * asks for them, in-process (`endpoint` is this server's own /v1, as the site's reads use), so they
 * take their turn in the backend's image queue beside visitors' and are kept as theirs are; one
 * already kept is read, not made again. A failure is logged: the visitor's request makes it then.
 */
export function makeFlyerPreviewsOnSave(
  backend: Pick<Backend, "onDocumentChange" | "fetch">,
  endpoint: string,
  projectId: string,
): FlyerPreviewMaking {
  // Flyers whose previews are being asked for: a second save meanwhile has nothing to add.
  const making = new Map<string, Promise<void>>();
  let isStopped = false;
  backend.onDocumentChange((change) => {
    if (isStopped || change === null || change.action === "delete") return;
    if (change.ref.collectionId !== EVENTS) return;
    const fileId = change.document.data.flyer_file_id;
    if (typeof fileId !== "string" || fileId === "" || making.has(fileId)) return;
    const paths = flyerPreviewPaths({ projectId }, fileId);
    const asking = askForEach(backend, endpoint, paths, () => isStopped).finally(() =>
      making.delete(fileId),
    );
    making.set(fileId, asking);
  });
  return {
    stop: async () => {
      isStopped = true;
      await Promise.all(making.values());
    },
  };
}

/** The previews being made in the background, stopped before the data closes. */
export interface FlyerPreviewMaking {
  /**
   * Asks for no more previews and resolves once the one being made is done: asked on, they
   * would reach a closed store (and, in tests, a data folder already removed).
   */
  stop(): Promise<void>;
}

async function askForEach(
  backend: Pick<Backend, "fetch">,
  endpoint: string,
  paths: string[],
  isStopped: () => boolean,
): Promise<void> {
  for (const path of paths) {
    if (isStopped()) return;
    try {
      const response = await backend.fetch(new Request(endpoint + path));
      await response.arrayBuffer();
      if (!response.ok) {
        // Deleted meanwhile, not an image, or the queue full: the rest would fail alike.
        console.error(`A flyer's preview was not made (${response.status}): ${path}`);
        return;
      }
    } catch (error) {
      console.error(`A flyer's preview was not made: ${path}`, error);
      return;
    }
  }
}
