import type { AccountStore } from "./account-store.ts";
import type { DocumentStore } from "./document-store.ts";
import type { FileStore } from "./file-store.ts";
import type { IdentityStore } from "./identity-store.ts";
import type { MfaStore } from "./mfa-store.ts";

/**
 * The narrow interface between the services and a database engine. Only storage/sqlite knows SQL
 * today; a PostgreSQL engine would be a sibling folder implementing this and nothing else.
 * Every method is async so an engine with a network round-trip fits the same shape.
 */
export interface Store {
  documents: DocumentStore;
  accounts: AccountStore;
  mfa: MfaStore;
  identities: IdentityStore;
  /** File records of the storage buckets; their bytes are in DATA_DIR/files (files-on-disk.ts). */
  files: FileStore;
  /** Reads from the database; rejects when it cannot answer (GET /healthz). */
  ping(): Promise<void>;
  /**
   * Whether writes are refused, or about to be, for lack of disk space; reads go on (GET /healthz
   * says the site is degraded, decision 0066).
   */
  isDiskFull(): Promise<boolean>;
  close(): Promise<void>;
}
