import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createSecretBox } from "../../security/secret-box.ts";
import type { AccountStore } from "../account-store.ts";
import { createSqliteAccountStore } from "./account-store.ts";
import { GroupCommit } from "./group-commit.ts";

/** A real SQLite AccountStore in a fresh temp folder, for tests. */
export interface TempAccountStore {
  store: AccountStore;
  /** Opens another connection to the same file, as a second process (the users command) would. */
  connectAgain(): AccountStore;
  /** Closes every connection and removes the folder. */
  remove(): void;
}

/** Opens connections set up as open.ts sets up the server's (WAL, foreign keys, busy timeout). */
export function openTempAccountStore(): TempAccountStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "account-store-"));
  const connections: Database.Database[] = [];
  // One key for every connection, as every process on a DATA_DIR shares its data key.
  const secrets = createSecretBox(randomBytes(32));
  const connect = () => {
    const db = new Database(path.join(dataDir, "accounts.sqlite"));
    db.pragma("journal_mode = WAL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    connections.push(db);
    // Each connection has its group commit, as each process on a DATA_DIR has.
    return createSqliteAccountStore(db, secrets, new GroupCommit(db));
  };
  return {
    store: connect(),
    connectAgain: connect,
    remove: () => {
      for (const db of connections) db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
