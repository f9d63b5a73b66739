import type { BackendConfig } from "./config.ts";
import type { DocumentChange } from "./services/document-change.ts";
import type { Store } from "./storage/store.ts";

/** What route and middleware factories are built from. */
export interface BackendDeps {
  config: BackendConfig;
  store: Store;
  /** Told of every committed document write (the realtime hub publishes it). */
  onDocumentChange?: (change: DocumentChange) => void;
}
