import { describe, expect, it, vi } from "vitest";
import type { DocumentChange } from "./services/document-change.ts";
import { createChangeFeed, type CommittedChange } from "./change-feed.ts";

const change: DocumentChange = {
  action: "update",
  ref: { databaseId: "club", collectionId: "meetings", documentId: "m1" },
  document: {
    id: "m1",
    sequence: 1,
    createdAt: "2026-01-01T00:00:00.000+00:00",
    updatedAt: "2026-01-01T00:00:00.000+00:00",
    permissions: [],
    data: { title: "Pride Week" },
  },
};

describe("the change feed", () => {
  it("tells every subscriber of a committed write and of lost writes, in the order they subscribed", () => {
    const feed = createChangeFeed();
    const heard: string[] = [];
    const note = (who: string) => (told: CommittedChange) =>
      heard.push(`${who}:${told ? told.ref.documentId : "lost"}`);
    feed.subscribe(note("guest reads"));
    feed.subscribe(note("realtime"));
    feed.subscribe(note("pages"));
    feed.publish(change);
    feed.publish(null);
    expect(heard).toEqual([
      "guest reads:m1",
      "realtime:m1",
      "pages:m1",
      "guest reads:lost",
      "realtime:lost",
      "pages:lost",
    ]);
  });

  it("a subscriber that fails is logged, and the ones after it still hear of the write", () => {
    const feed = createChangeFeed();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const heard: CommittedChange[] = [];
    feed.subscribe(() => {
      throw new Error("realtime fan-out failed");
    });
    feed.subscribe((told) => heard.push(told));
    try {
      expect(() => feed.publish(change)).not.toThrow();
      expect(heard).toEqual([change]);
      expect(logged).toHaveBeenCalledWith("change feed: a listener failed", expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });
});
