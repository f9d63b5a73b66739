import type { IncomingMessage, ServerResponse } from "node:http";
import type { Hono } from "hono";
import type { BackendConfig } from "./config.ts";
import type { BackendEnv } from "./http/context.ts";
import { createChangeFeed, type CommittedChange } from "./change-feed.ts";
import { createBackendApp } from "./http/app.ts";
import { createGuestReadCache } from "./http/guest-read-cache.ts";
import { withAccountEvents } from "./realtime/account-events.ts";
import { publishDocumentChanges } from "./realtime/document-events.ts";
import { publishFileChanges } from "./realtime/file-events.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { createRealtimeServer, type RealtimeServer } from "./realtime/socket.ts";
import { filesDepsOf } from "./services/storage/files.ts";
import { ImageQueue } from "./services/storage/image-queue.ts";
import { PreviewBudget } from "./services/storage/preview-budget.ts";
import { cleanAbandonedUploads } from "./services/storage/uploads.ts";
import { API_KEY_SCOPES, createApiKeys, type ApiKeys } from "./security/api-keys.ts";
import { FilesOnDisk } from "./storage/files-on-disk.ts";
import type { Store } from "./storage/store.ts";
import { openSqliteStore } from "./storage/sqlite/open.ts";

export interface Backend {
  /** The Hono app serving /v1. */
  app: Hono<BackendEnv>;
  /** Serves /v1 in any web-standard server: the app, keeping guests' document reads (0053). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /**
   * Sends a kept answer to a guest's document read from the Node server itself; false when
   * there is none and the request goes on to `fetch`.
   */
  answerFromMemory(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** What the guest-read cache holds now, as counted against its cap (tests of its bound). */
  guestReadsHeld(): { answers: number; bytes: number };
  store: Store;
  /** The project's API keys (X-Appwrite-Key); tests make keys with fewer scopes here. */
  apiKeys: ApiKeys;
  /**
   * The secret of the site's own key, with every scope, made at this start and handed to the
   * site's server in-process: never stored, never printed (decision 0128).
   */
  siteKey: string;
  /** The websocket endpoint /v1/realtime; the Node server hands it its `upgrade` requests. */
  realtime: RealtimeServer;
  /**
   * Subscribes to the change feed (change-feed.ts): `listener` hears of every committed document
   * write after the guest-read cache and realtime did (the site's page cache listens), and null
   * when a commit failed and writes that reads may have seen were undone.
   */
  onDocumentChange(listener: (change: CommittedChange) => void): void;
  close(): Promise<void>;
}

/** Builds the embedded Appwrite-compatible backend from settings (no globals, no process.env). */
export function createBackend(config: BackendConfig): Backend {
  const hub = createRealtimeHub(config.now);
  // Account writes are published from the store, document writes to the change feed by the
  // documents service once committed; a failed commit is told to the feed by the store.
  const changes = createChangeFeed();
  const store = withAccountEvents(
    openSqliteStore(config.dataDir, config.schema, () => changes.publish(null)),
    hub,
  );
  // Counts of windows that ended while the server was stopped go at once (decision 0127).
  store.accounts
    .dropEndedRateLimitWindows(config.now())
    .catch((error: unknown) => console.error("rate limits: could not drop ended windows", error));
  const files = {
    disk: new FilesOnDisk(config.dataDir, { previewBytes: config.previewBytes }),
    images: new ImageQueue(),
    previewBudget: new PreviewBudget(config.rateLimits.newPreviewsPerMinute),
  };
  const apiKeys = createApiKeys();
  const siteKey = apiKeys.create({ name: "Site", scopes: API_KEY_SCOPES });
  const app = createBackendApp({
    config,
    store,
    apiKeys,
    files,
    onDocumentChange: changes.publish,
    onFileChange: publishFileChanges(hub),
  });
  const stopCleaning = cleanAbandonedUploads(filesDepsOf({ config, store, apiKeys, files }));
  const guestReads = createGuestReadCache((request, env) => app.fetch(request, env));
  changes.subscribe((change) => guestReads.invalidate(change?.ref.collectionId));
  const publish = publishDocumentChanges(hub, config.schema);
  changes.subscribe((change) => {
    if (change) publish(change);
  });
  const realtime = createRealtimeServer({ config, store, apiKeys, files }, hub);
  return {
    app,
    fetch: guestReads.fetch,
    answerFromMemory: guestReads.answer,
    guestReadsHeld: guestReads.held,
    store,
    apiKeys,
    siteKey,
    realtime,
    onDocumentChange: changes.subscribe,
    close: async () => {
      stopCleaning();
      realtime.close();
      await store.close();
    },
  };
}
