import { DATABASE_ID, EVENTS, MEETINGS, MEETING_NOTES } from "../app/lib/collections/ids.ts";
import type { BackendConfig } from "../backend/config.ts";
import type { Backend } from "../backend/create-backend.ts";
import type { Caller } from "../backend/services/caller.ts";
import { updateDocument, upsertDocument } from "../backend/services/documents.ts";
import { translatorFor } from "../i18n/catalogues.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";

// Written as an organiser would, through the documents service, by a caller that exists only
// for this and owns nothing afterwards.
const placesCaller: Caller = {
  user: { id: "places-on-request", labels: ["admin"], emailVerification: true },
  sessionId: null,
};

/** appwrite.json's size of club_meeting_notes.notes. */
const NOTES_SIZE = 10_000;

/**
 * Data folders from before decision 0127 may hold a meeting or an event whose place is given on
 * request and still written in its public document (stored through the API: the admin screens
 * never sent one), where any guest reads it. At each start, such a place moves to the
 * organisers' notes of the same id (club_meeting_notes) and the public document keeps none.
 * A folder already done changes nothing. Returns how many meetings and events changed.
 */
export async function movePlacesOnRequest(
  backend: Backend,
  config: BackendConfig,
): Promise<number> {
  const declared = (id: string) =>
    config.schema.collections.some((c) => c.databaseId === DATABASE_ID && c.$id === id);
  if (!declared(MEETING_NOTES)) return 0;
  const deps = { store: backend.store.documents, schema: config.schema, now: config.now };
  const words = translatorFor(DEFAULT_LOCALE);
  let moved = 0;
  for (const collectionId of [MEETINGS, EVENTS].filter(declared)) {
    const ref = { databaseId: DATABASE_ID, collectionId };
    // Each round changes what the filter finds, so the first page is read until it is empty.
    for (;;) {
      const { documents } = await backend.store.documents.listDocuments(ref, {
        filters: [
          { method: "equal", field: "location_on_request", values: [true] },
          { method: "notEqual", field: "location", values: [""] },
        ],
        orders: [],
        limit: 100,
        offset: 0,
        cursor: null,
        readableBy: null,
        countTotal: false,
      });
      if (documents.length === 0) break;
      for (const { id, data } of documents) {
        const notesRef = { databaseId: DATABASE_ID, collectionId: MEETING_NOTES, documentId: id };
        const notes = (await backend.store.documents.getDocument(notesRef, id))?.data.notes;
        const line = words.t("admin.notes.placeOnRequest", { place: String(data.location) });
        const kept = [line, typeof notes === "string" ? notes : ""].filter(Boolean).join("\n\n");
        await upsertDocument(deps, placesCaller, notesRef, {
          data: { notes: [...kept].slice(0, NOTES_SIZE).join("") },
          permissions: [],
        });
        await updateDocument(
          deps,
          placesCaller,
          { ...ref, documentId: id },
          {
            data: { location: "" },
            permissions: null,
          },
        );
        moved += 1;
      }
    }
  }
  return moved;
}
