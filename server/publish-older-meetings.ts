import { AGENDAS, DATABASE_ID, EVENTS, MEETINGS } from "../app/lib/collections/ids.ts";
import { DRAFT_READ, PUBLIC_READ } from "../app/lib/collections/database.ts";
import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { StoredDocument } from "../backend/storage/document-store.ts";

const PAGE = 100;

/**
 * Data folders from before decision 0134 hold meetings, agendas and events with no permissions of
 * their own: everyone read them through their collection's read("any"). Their collections now
 * have document security and let only organisers read, so at each start such a document gets
 * `read("any")` (any other role it carried, such as an organiser's `user:` id, goes) and stays
 * public. A draft names the organisers' label and is left as it is; a folder already done
 * changes nothing, and $updatedAt is kept, since nobody edited the content. Returns how many
 * documents changed.
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
        const { permissions } = document;
        if (permissions.includes(PUBLIC_READ) || permissions.includes(DRAFT_READ)) continue;
        await documents.updateDocument(ref, document.id, {
          data: {},
          permissions: [PUBLIC_READ],
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
