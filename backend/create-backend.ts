import type { Hono } from "hono";
import type { BackendConfig } from "./config.ts";
import type { BackendEnv } from "./http/context.ts";
import { createBackendApp } from "./http/app.ts";
import type { Store } from "./storage/store.ts";
import { openSqliteStore } from "./storage/sqlite/open.ts";

export interface Backend {
  /** The Hono app serving /v1; mount its fetch handler in any web-standard server. */
  app: Hono<BackendEnv>;
  store: Store;
  close(): Promise<void>;
}

/** Builds the embedded Appwrite-compatible backend from settings (no globals, no process.env). */
export function createBackend(config: BackendConfig): Backend {
  const store = openSqliteStore(config.dataDir, config.schema);
  const app = createBackendApp({ config, store });
  return { app, store, close: () => store.close() };
}
