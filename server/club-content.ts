import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { Caller } from "../backend/services/caller.ts";
import { createDocument } from "../backend/services/documents.ts";
import type { ClubConfig } from "../app/lib/club-config.ts";
import { CLUB_SETTINGS, CLUB_SETTINGS_ID } from "../app/lib/collections/club-settings.ts";
import { DATABASE_ID, VERSIONS } from "../app/lib/collections/ids.ts";
import { clubStartingDocuments, firstVersionOf } from "./club-start-documents.ts";
import { projectRoot } from "./project-root.ts";

// What makes the site this club's lives in collections once the server runs (decision 0108).
// club.config.json and content/ are where a club starts: at every start, whatever the data folder
// lacks of them is stored, so a new folder starts from the files and a folder from a version that
// read the files keeps what its club had there. What an organiser has saved is never overwritten.

const startCaller: Caller = {
  user: { id: "club-start", labels: ["admin"], emailVerification: true },
  sessionId: null,
};

/**
 * Stores what the data folder lacks of the club's starting files (`club`, read from
 * club.config.json, and the pages in `folder`/content/); returns how many it stored.
 */
export async function storeClubStart(
  backend: Backend,
  config: BackendConfig,
  club: ClubConfig,
  folder = projectRoot,
): Promise<number> {
  const deps = { store: backend.store.documents, schema: config.schema, now: config.now };
  let stored = 0;
  for (const starting of clubStartingDocuments(club, folder)) {
    const { collectionId, documentId } = starting;
    if (!isDeclared(config, collectionId) || !isDeclared(config, VERSIONS)) continue;
    const ref = { databaseId: DATABASE_ID, collectionId };
    if ((await backend.store.documents.getDocument(ref, documentId)) !== null) continue;
    for (const write of [starting, firstVersionOf(starting)]) {
      await createDocument(
        deps,
        startCaller,
        { databaseId: DATABASE_ID, collectionId: write.collectionId, documentId: write.documentId },
        { data: write.data, permissions: [] },
      );
    }
    stored += 1;
  }
  return stored;
}

/**
 * The club's name as the stored settings say now, kept current from the change feed: the name
 * account emails and authenticator apps are branded with. `name` holds the seed's until then.
 */
export async function followClubName(
  backend: Backend,
  config: BackendConfig,
  name: { current: string },
): Promise<void> {
  if (!isDeclared(config, CLUB_SETTINGS)) return;
  const ref = { databaseId: DATABASE_ID, collectionId: CLUB_SETTINGS };
  const take = (data: Readonly<Record<string, unknown>>) => {
    if (typeof data.club_name === "string") name.current = data.club_name;
  };
  const stored = await backend.store.documents.getDocument(ref, CLUB_SETTINGS_ID);
  if (stored) take(stored.data);
  backend.onDocumentChange((change) => {
    if (change?.ref.collectionId === CLUB_SETTINGS && change.action !== "delete") {
      take(change.document.data);
    }
  });
}

// A data model without the club's collections (a test's own) has nowhere to keep them.
function isDeclared(config: BackendConfig, collectionId: string): boolean {
  return config.schema.collections.some((collection) => collection.$id === collectionId);
}
