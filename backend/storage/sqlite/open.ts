import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type { Store } from "../store.ts";
import { createSqliteAccountStore } from "./account-store.ts";
import { createSqliteDocumentStore } from "./document-store.ts";
import { createSqliteIdentityStore } from "./identity-store.ts";
import { createSqliteMfaStore } from "./mfa-store.ts";

export const DATABASE_FILE = "pride-club.sqlite";

/**
 * Opens (or creates) the SQLite database in dataDir and brings its tables in line with the schema.
 * WAL lets the users command write while the server reads; synchronous=FULL makes every
 * acknowledged commit survive a crash or power loss, and writes here are rare enough to afford it.
 */
export function openSqliteStore(dataDir: string, schema: ProjectSchema): Store {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  // The users command and the server share the file; wait for a lock instead of failing.
  db.pragma("busy_timeout = 5000");
  try {
    return createStores(db, schema);
  } catch (error) {
    // A refused migration must not leave the file locked by a half-opened handle.
    db.close();
    throw error;
  }
}

function createStores(db: Database.Database, schema: ProjectSchema): Store {
  const accounts = createSqliteAccountStore(db);
  const documents = createSqliteDocumentStore(db, schema);
  // After the account tables: MFA data and identities reference account_users.
  const mfa = createSqliteMfaStore(db);
  const identities = createSqliteIdentityStore(db);
  return {
    accounts,
    documents,
    mfa,
    identities,
    close: async () => {
      db.close();
    },
  };
}
