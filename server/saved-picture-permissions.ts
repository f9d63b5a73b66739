import { CLUB_SETTINGS, DATABASE_ID, EVENTS } from "../app/lib/collections/ids.ts";
import { CLUB_SETTINGS_ID } from "../app/lib/collections/club-settings.ts";
import { IMAGES_BUCKET } from "../app/lib/flyer-images.ts";
import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { ProjectSchema } from "../backend/schema/project-schema.ts";
import { formatDatetime } from "../backend/schema/datetime.ts";

const READ_ANY = 'read("any")';
const PAGE = 100;

/**
 * Data folders from before club_images had file security (decision 0126): every picture was
 * readable by anyone through the bucket and carried its uploader's `user:` roles. At each start,
 * the pictures a saved event or the club's settings use get `read("any")` (so flyers and the mascot
 * still show), and every picture loses its `user:` roles. A folder already done changes nothing.
 * Returns how many pictures changed.
 */
export async function publishSavedPictures(
  backend: Backend,
  config: BackendConfig,
): Promise<number> {
  // A data model without the club's bucket (another appwrite.json) has no pictures of the club's.
  if (!config.schema.buckets.some(({ $id }) => $id === IMAGES_BUCKET)) return 0;
  const saved = await savedPictureIds(backend, config.schema);
  const files = backend.store.files;
  let changed = 0;
  for (const { id } of await files.listFileStates(IMAGES_BUCKET)) {
    const file = await files.getFile(IMAGES_BUCKET, id);
    if (!file) continue;
    const kept = file.permissions.filter((permission) => !permission.includes('"user:'));
    const permissions = saved.has(id) && !kept.includes(READ_ANY) ? [...kept, READ_ANY] : kept;
    if (
      permissions.length === file.permissions.length &&
      permissions.every((p, i) => p === file.permissions[i])
    ) {
      continue;
    }
    await files.updateFile(IMAGES_BUCKET, id, {
      permissions,
      updatedAt: formatDatetime(config.now()),
    });
    changed++;
  }
  return changed;
}

/** The pictures saved documents name: events' flyers and the club's mascot. */
async function savedPictureIds(backend: Backend, schema: ProjectSchema): Promise<Set<string>> {
  const documents = backend.store.documents;
  const ids = new Set<string>();
  const has = (collectionId: string) =>
    schema.collections.some((c) => c.databaseId === DATABASE_ID && c.$id === collectionId);
  const events = { databaseId: DATABASE_ID, collectionId: EVENTS };
  for (let offset = 0; has(EVENTS); offset += PAGE) {
    const page = await documents.listDocuments(events, {
      filters: [{ method: "notEqual", field: "flyer_file_id", values: [""] }],
      orders: [],
      limit: PAGE,
      offset,
      cursor: null,
      readableBy: null,
      countTotal: false,
    });
    for (const event of page.documents) ids.add(String(event.data.flyer_file_id));
    if (page.documents.length < PAGE) break;
  }
  if (!has(CLUB_SETTINGS)) return ids;
  const settings = await documents.getDocument(
    { databaseId: DATABASE_ID, collectionId: CLUB_SETTINGS },
    CLUB_SETTINGS_ID,
  );
  const mascot = settings?.data.mascot_file_id;
  if (typeof mascot === "string" && mascot !== "") ids.add(mascot);
  return ids;
}
