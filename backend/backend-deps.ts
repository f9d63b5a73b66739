import type { BackendConfig } from "./config.ts";
import type { Store } from "./storage/store.ts";

/** What route and middleware factories are built from. */
export interface BackendDeps {
  config: BackendConfig;
  store: Store;
}
