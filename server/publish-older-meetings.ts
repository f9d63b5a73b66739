import { AGENDAS, DATABASE_ID, EVENTS, MEETINGS } from "../app/lib/collections/ids.ts";
import { PUBLIC_READ } from "../app/lib/collections/database.ts";
import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { StoredDocument } from "../backend/storage/document-store.ts";

const PAGE = 100;

/**
 * Data folders from before decision 0134 hold meetings, agendas and events with no permissions of
 * their own (or, from older screens still, only their organiser's `user:` roles): everyone read
 * them through their collection's read("any"). Their collections now have document security and
 * let only organisers read, so at each start such a document gets `read("any")` and stays public,
 * and any `user:` role goes from all three collections, as it went while they had no document
 * security (migrate-owner-roles.ts): the site writes none, and one would tell every visitor which
 * account runs the club. A draft (the organisers' label) or a saved document is left as it is,
 * so a folder already done changes nothing; $updatedAt is kept, since nobody edited the content.
 * Returns how many documents changed.
 */
export async function publishOlderMeetings(
  backend: Backend,
  config: BackendConfig,
): Promise<number> {
  const documents = backend.store.documents;
  const published = [MEETINGS, AGENDAS, EVENTS].filter((collectionId) =>
    config.schema.collections.some(
      (c) => c.databaseId === DATABASE_ID && c.$id === collectionId && c.documentSecurity,
    ),
  );
  let changed = 0;
  for (const collectionId of published) {
    const ref = { databaseId: DATABASE_ID, collectionId };
    let after: StoredDocument | null = null;
    for (;;) {
      const page = await documents.listDocuments(ref, {
        filters: [],
        orders: [],
        limit: PAGE,
        offset: 0,
        cursor: after === null ? null : { direction: "after", document: after },
        readableBy: null,
        countTotal: false,
      });
      for (const document of page.documents) {
        const kept = document.permissions.filter((permission) => !permission.includes('"user:'));
        if (kept.length === document.permissions.length && kept.length > 0) continue;
        await documents.updateDocument(ref, document.id, {
          data: {},
          permissions: kept.length > 0 ? kept : [PUBLIC_READ],
          updatedAt: document.updatedAt,
        });
        changed++;
      }
      after = page.documents.at(-1) ?? null;
      if (page.documents.length < PAGE || after === null) break;
    }
  }
  return changed;
}
