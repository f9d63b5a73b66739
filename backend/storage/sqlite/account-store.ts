import type { Database } from "better-sqlite3";
import type { SecretBox } from "../../security/secret-box.ts";
import type { AccountStore } from "../account-store.ts";
import { createAccountTables } from "./account-schema.ts";
import { createSqliteAuditLogStore } from "./audit-log-store.ts";
import type { GroupCommit } from "./group-commit.ts";
import { createSqliteRateLimitStore } from "./rate-limit-store.ts";
import { createSqliteSessionStore } from "./session-store.ts";
import { createSqliteSigningKeyStore } from "./signing-key-store.ts";
import { createSqliteTargetStore } from "./target-store.ts";
import { createSqliteTokenStore } from "./token-store.ts";
import { createSqliteUserStore } from "./user-store.ts";

/**
 * The SQLite AccountStore: creates (or brings up to date) the account tables, and joins the
 * stores that each keep one part of them. `secrets` seals the signing keys and digests the
 * rate limits' keys; every write goes
 * through `group`, the connection's one group commit, and resolves once it is on disk.
 */
export function createSqliteAccountStore(
  db: Database,
  secrets: SecretBox,
  group: GroupCommit,
): AccountStore {
  createAccountTables(db);
  return {
    ...createSqliteUserStore(db, group),
    ...createSqliteSessionStore(db, group),
    ...createSqliteTokenStore(db, group),
    ...createSqliteTargetStore(db, group),
    ...createSqliteAuditLogStore(db, group),
    ...createSqliteRateLimitStore(db, secrets, group),
    ...createSqliteSigningKeyStore(db, secrets, group),
  };
}
