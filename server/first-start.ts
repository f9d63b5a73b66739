import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { Caller } from "../backend/services/caller.ts";
import { createDocument } from "../backend/services/documents.ts";

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
  // Imported here: the demo (and the collections' modules it builds on) is needed only on the
  // first start of a new data folder, never held by a running server (decision 0054).
  const { demoDocuments } = await import("../seed/demo-content.ts");
  const demo = demoDocuments(config.now(), timeZone);
  for (const { databaseId, collectionId, documentId, data, permissions } of demo) {
    await createDocument(
      deps,
      seedCaller,
      { databaseId, collectionId, documentId },
      { data, permissions },
    );
  }
  return demo.length;
}

/**
 * While no account carries the organiser label: how to create the first one, with a new one-time
 * setup link (it works once, for 24 hours, and only its hash is stored). It goes to the server's
 * log alone, read by whoever runs the server; each start prints a new one and the old one stops.
 */
export async function firstOrganiserHint(
  createSetupLink: () => Promise<string | null>,
): Promise<string | null> {
  // On a full disk this throws, and the start makes the link once there is room (decision 0125).
  const link = await createSetupLink();
  return link && setupLinkLines(link);
}

/** How to use a setup link, in the words the start and the users command print. */
export function setupLinkLines(link: string): string {
  return [
    "No organiser account exists yet. To create the first one, open this one-time link within 24 hours",
    "(keep it to yourself: whoever opens it first becomes the organiser):",
    `  ${link}`,
    "Moving the club here from another host? That link's page restores its backup instead.",
    "Or, with a shell on this machine (works while the server runs):",
    USERS_COMMAND,
    "There is no default password.",
  ].join("\n");
}

const USERS_COMMAND =
  "  npm run users -- create --email you@school.example --password 'a long passphrase' --name \"Your Name\" --label admin";
