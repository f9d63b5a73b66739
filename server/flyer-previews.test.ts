import { describe, expect, it } from "vitest";
import { EVENTS } from "../app/lib/collections/ids.ts";
import type { CommittedChange } from "../backend/change-feed.ts";
import { makeFlyerPreviewsOnSave } from "./flyer-previews.ts";

// The background previews of a saved flyer stop with the server: a stop waits for the preview
// being made and asks for no other, so nothing reaches the store once it is closed.

/** The backend as the previews see it: a change feed to publish to, and a /v1 that answers when told. */
function heldBackend() {
  const listeners: ((change: CommittedChange) => void)[] = [];
  const asked: string[] = [];
  const answers: (() => void)[] = [];
  return {
    asked,
    backend: {
      onDocumentChange: (listener: (change: CommittedChange) => void) => {
        listeners.push(listener);
      },
      fetch: (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return new Promise<Response>((resolve) =>
          answers.push(() => resolve(new Response("preview bytes"))),
        );
      },
    },
    saveEventWithFlyer(fileId: string) {
      const change: CommittedChange = {
        action: "update",
        ref: { databaseId: "offbranch", collectionId: EVENTS, documentId: "prom" },
        document: {
          id: "prom",
          sequence: 1,
          createdAt: "2026-11-29T04:00:00.000+00:00",
          updatedAt: "2026-11-29T04:00:00.000+00:00",
          permissions: [],
          data: { flyer_file_id: fileId },
        },
      };
      for (const listener of listeners) listener(change);
    },
    answerNext: () => answers.shift()?.(),
  };
}

describe("a flyer's previews made in the background", () => {
  it("a stop waits for the preview being made, then asks for no other, even for a flyer saved after it", async () => {
    const held = heldBackend();
    const making = makeFlyerPreviewsOnSave(held.backend, "http://127.0.0.1/v1", "pride-club");
    held.saveEventWithFlyer("flyer-1");
    expect(held.asked).toHaveLength(1);

    const stopped = making.stop();
    held.answerNext();
    await stopped;
    expect(held.asked).toHaveLength(1);

    held.saveEventWithFlyer("flyer-2");
    expect(held.asked).toHaveLength(1);
  });
});
