import { ID, Query, type Databases } from "appwrite";
import type { MeetingTimes } from "../club-time/index.ts";
import { clubEventSchema, DATABASE_ID, EVENTS, type ClubEvent } from "../club-documents.ts";
import { getDocumentOrNull } from "../document-reads.ts";
import { noDocumentPermissions } from "./document-permissions.ts";

// Events have no console of their own on the embedded backend, so the admin panel is where an
// organiser adds, edits and removes them. Every call is an Appwrite documents call.

// As for meetings: a generous bound, newest first, so only the oldest could ever drop off.
const EVENT_LIST_LIMIT = 1000;

/** What an organiser edits of an event, with times as ISO instants. */
export interface EventSettings {
  title: string;
  time: string;
  end: string;
}

/** Every event, newest first (listDocuments on club_events). */
export async function listEvents(databases: Databases): Promise<ClubEvent[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    queries: [Query.orderDesc("time"), Query.limit(EVENT_LIST_LIMIT)],
  });
  return list.documents.map((document) => clubEventSchema.parse(document));
}

/** Creates an untitled event at `times` (createDocument on club_events); returns its id. */
export async function createEvent(databases: Databases, times: MeetingTimes): Promise<string> {
  const created = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    documentId: ID.unique(),
    data: { title: "", time: times.start, end: times.end },
    permissions: noDocumentPermissions(),
  });
  return created.$id;
}

/** Event `id` (getDocument on club_events); null when there is none. */
export async function getEvent(databases: Databases, id: string): Promise<ClubEvent | null> {
  const found = await getDocumentOrNull(databases, EVENTS, id);
  return found === null ? null : clubEventSchema.parse(found);
}

/** Saves event `id` (updateDocument on club_events). */
export async function saveEvent(
  databases: Databases,
  id: string,
  settings: EventSettings,
): Promise<void> {
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    documentId: id,
    data: { ...settings },
    permissions: noDocumentPermissions(),
  });
}

/** Deletes event `id` (deleteDocument on club_events). */
export async function deleteEvent(databases: Databases, id: string): Promise<void> {
  await databases.deleteDocument({ databaseId: DATABASE_ID, collectionId: EVENTS, documentId: id });
}
