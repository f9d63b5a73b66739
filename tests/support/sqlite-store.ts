import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../backend/storage/sqlite/open.ts";
import type { Store } from "../../backend/storage/store.ts";
import { loadProjectSchema } from "../../backend/schema/load-project-schema.ts";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

export interface TempStore {
  dataDir: string;
  store: Store;
}

/**
 * Opens a real SQLite store of the shipped appwrite.json in a new temp DATA_DIR named after
 * `prefix`, holding the password-less users "sam" and "alex" created at `createdAt`.
 */
export async function openStoreWithUsers(prefix: string, createdAt: Date): Promise<TempStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const store = openSqliteStore(
    dataDir,
    loadProjectSchema(path.join(projectRoot, "appwrite.json")),
  );
  for (const id of ["sam", "alex"]) {
    await store.accounts.createUser({
      id,
      email: `${id}@example.org`,
      name: id,
      passwordHash: null,
      labels: [],
      createdAt,
    });
  }
  return { dataDir, store };
}

/** Closes the store and removes its temp DATA_DIR. */
export async function removeTempStore({ dataDir, store }: TempStore): Promise<void> {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
