import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import { listUsers } from "../backend/services/account/accounts.ts";
import type { Caller } from "../backend/services/caller.ts";
import { createDocument } from "../backend/services/documents.ts";
import { demoDocuments } from "../seed/demo-content.ts";

// The demo is written as an organiser would write it, through the documents service and its
// checks, by a caller that exists only for this purpose and owns nothing afterwards.
const seedCaller: Caller = {
  user: { id: "demo-seed", labels: ["admin"], emailVerification: true },
  sessionId: null,
};

/** Fills a brand-new database with the demo club (DEMO_DATA), so a new install looks alive. */
export async function seedDemoContent(
  backend: Backend,
  config: BackendConfig,
  timeZone: string,
): Promise<number> {
  const deps = { store: backend.store.documents, schema: config.schema, now: config.now };
  const demo = demoDocuments(config.now(), timeZone);
  for (const { databaseId, collectionId, documentId, data } of demo) {
    await createDocument(
      deps,
      seedCaller,
      { databaseId, collectionId, documentId },
      { data, permissions: [] },
    );
  }
  return demo.length;
}

/** How to create the first organiser, printed while no account carries the admin label. */
export async function firstAdminHint(
  backend: Backend,
  config: BackendConfig,
): Promise<string | null> {
  const users = await listUsers({ accounts: backend.store.accounts, now: config.now });
  if (users.some((user) => user.labels.includes("admin"))) return null;
  return [
    "No organiser account exists yet. Create one (works while the server runs):",
    "  npm run users -- create --email you@school.example --password 'a long passphrase' --name \"Your Name\" --label admin",
    "There is no default password. Then sign in at /admin.",
  ].join("\n");
}
