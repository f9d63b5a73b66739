import type { DocumentChange } from "./services/document-change.ts";

/**
 * What the feed tells: a committed document write, or null when a commit failed and writes that
 * reads may have seen were undone (group-commit.ts), so anything kept from them must go.
 */
export type CommittedChange = DocumentChange | null;

/** The one feed of committed changes every cache, realtime and the site's pages listen to. */
export interface ChangeFeed {
  /** Tells every subscriber, in the order they subscribed. */
  publish(change: CommittedChange): void;
  subscribe(listener: (change: CommittedChange) => void): void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners: ((change: CommittedChange) => void)[] = [];
  return {
    publish(change) {
      for (const listener of listeners) {
        // The write is committed whatever a listener does: one that fails is logged, and the
        // others still hear of it (a cache that missed a change would answer stale reads).
        try {
          listener(change);
        } catch (failure) {
          console.error("change feed: a listener failed", failure);
        }
      }
    },
    subscribe: (listener) => void listeners.push(listener),
  };
}
