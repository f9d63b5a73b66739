import type { Database } from "better-sqlite3";
import type { AccountStore } from "../account-store.ts";

// STUB (accounts engineer replaces).
export function createSqliteAccountStore(_db: Database): AccountStore {
  return {};
}
