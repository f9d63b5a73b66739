import path from "node:path";
import type Database from "better-sqlite3";
import { loadDataKey } from "../../security/data-key.ts";
import {
  createPrivateFolder,
  isOpenToOthers,
  makePrivateFile,
  makePrivateIfPresent,
} from "../../security/private-files.ts";
import { createSecretBox, type SecretBox } from "../../security/secret-box.ts";
import type { ProjectSchema } from "../../schema/project-schema.ts";
import type { Store } from "../store.ts";
import { createSqliteAccountStore } from "./account-store.ts";
import { createSqliteDocumentStore } from "./document-store.ts";
import { createSqliteFileStore, withFileCollections } from "./file-store.ts";
import { openConnection } from "./connection.ts";
import { DiskSpace } from "./disk-space.ts";
import { GroupCommit } from "./group-commit.ts";
import { createSqliteIdentityStore } from "./identity-store.ts";
import { createSqliteMfaStore } from "./mfa-store.ts";
import { markStorageVersion, refuseNewerStorage } from "./storage-version.ts";

export const DATABASE_FILE = "pride-club.sqlite";

/**
 * Opens (or creates) the SQLite database in dataDir and brings its tables in line with the schema.
 * Every write goes through one group commit (group-commit.ts) and is acknowledged once on disk.
 * On a full disk it still opens and serves reads (connection.ts, disk-space.ts).
 */
export function openSqliteStore(
  dataDir: string,
  schema: ProjectSchema,
  /** Told when a group commit failed: document writes read meanwhile were undone. */
  onWritesLost: () => void = () => {},
): Store {
  createPrivateFolder(dataDir);
  if (isOpenToOthers(dataDir)) {
    console.warn(
      `DATA_DIR ${dataDir} can be opened by other users; its files stay private, but \`chmod 700\` it unless that is on purpose.`,
    );
  }
  const file = path.join(dataDir, DATABASE_FILE);
  // SQLite gives its -wal and -shm files the database file's mode, so a private database file
  // keeps them private too; files an older version left readable are closed up here.
  makePrivateFile(file);
  for (const suffix of ["-wal", "-shm"]) makePrivateIfPresent(`${file}${suffix}`);
  const connection = openConnection(file);
  try {
    refuseNewerStorage(connection.db, dataDir);
    const disk = new DiskSpace(dataDir, connection);
    const group = new GroupCommit(connection.db, onWritesLost, (outcome) => disk.record(outcome));
    const secrets = createSecretBox(loadDataKey(dataDir));
    const store = createStores(connection.db, schema, secrets, group, disk);
    markStorageVersion(connection.db);
    return store;
  } catch (error) {
    // A refused migration must not leave the file locked by a half-opened handle.
    connection.db.close();
    throw error;
  }
}

function createStores(
  db: Database.Database,
  schema: ProjectSchema,
  secrets: SecretBox,
  group: GroupCommit,
  disk: DiskSpace,
): Store {
  const accounts = createSqliteAccountStore(db, secrets, group);
  const documents = createSqliteDocumentStore(db, withFileCollections(schema), group);
  // After the account tables: MFA data and identities reference account_users.
  const mfa = createSqliteMfaStore(db, group);
  const identities = createSqliteIdentityStore(db, group);
  return {
    accounts,
    documents,
    mfa,
    identities,
    files: createSqliteFileStore(db, schema, documents),
    ping: async () => {
      // Reads the schema page: a closed, locked-out or unreadable file fails here.
      db.prepare("SELECT count(*) FROM sqlite_master").pluck().get();
    },
    isDiskFull: async () => disk.isFull(),
    close: async () => {
      group.commit();
      disk.close();
      db.close();
    },
  };
}
