import { ID, Query, type Databases } from "appwrite";
import { z } from "zod";
import {
  DATABASE_ID,
  getDocumentOrNull,
  isPublicDocument,
  permissionsFor,
  revisionSchema,
  type Revision,
  type Visibility,
} from "./database.ts";
import { readListPage, type ListPage } from "./paging.ts";
import { calendarSince, LIST_LIMIT, recentSince } from "./windows.ts";
import { attributesObject } from "./document-shape.ts";
import { EVENTS } from "./ids.ts";
import { placeShown } from "../meeting-location.ts";

// club_events: a dance, a march, a movie night. The landing page lists them; organisers add,
// edit and remove them in the admin panel.

export { EVENTS };

const LANDING_EVENT_LIMIT = 10;

export const clubEventSchema = attributesObject(EVENTS)
  .extend({ $id: z.string() })
  .transform(({ $id, end, ...event }) => ({
    id: $id,
    ...event,
    location: placeShown(event),
    end: end ?? event.time,
  }));

/** A club_events document; an event without an end is over once it has started. */
export type ClubEvent = z.output<typeof clubEventSchema>;

/** What an organiser saves of an event, with times as ISO instants: a create or update's data. */
export const eventSettingsSchema = attributesObject(EVENTS);

export type EventSettings = z.output<typeof eventSettingsSchema>;

/**
 * The landing page's events (listDocuments on club_events): up to ten that ended within the last
 * seven days or later, earliest first, as the meetings' window.
 */
export async function listLandingEvents(databases: Databases, now: Date): Promise<ClubEvent[]> {
  const documents = await listEventsEndingAfter(databases, recentSince(now), LANDING_EVENT_LIMIT);
  return documents.map((document) => clubEventSchema.parse(document));
}

/** An event with when its document was created and last changed, for the calendar feeds. */
export interface RevisedEvent {
  event: ClubEvent;
  revision: Revision;
}

/**
 * The calendar feeds' events (listDocuments on club_events): those ending within the last thirty
 * days or later, earliest first.
 */
export async function listCalendarEvents(databases: Databases, now: Date): Promise<RevisedEvent[]> {
  const documents = await listEventsEndingAfter(databases, calendarSince(now), LIST_LIMIT);
  return documents.map(toRevisedEvent);
}

function toRevisedEvent(document: unknown): RevisedEvent {
  return { event: clubEventSchema.parse(document), revision: revisionSchema.parse(document) };
}

/** Event `id` with its revision (getDocument on club_events), or null when there is none. */
export async function getRevisedEvent(
  databases: Databases,
  id: string,
): Promise<RevisedEvent | null> {
  const found = await getDocumentOrNull(databases, EVENTS, id);
  return found === null ? null : toRevisedEvent(found);
}

async function listEventsEndingAfter(databases: Databases, since: string, limit: number) {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    queries: [
      Query.or([
        Query.greaterThan("end", since),
        // An event stored without an end ends when it starts.
        Query.and([Query.isNull("end"), Query.greaterThan("time", since)]),
      ]),
      Query.orderAsc("time"),
      Query.limit(limit),
    ],
  });
  return list.documents;
}

// An event stored without an end ends when it starts: these compare its end, or else its time.
const endsAtOrAfter = (at: string) =>
  Query.or([
    Query.greaterThanEqual("end", at),
    Query.and([Query.isNull("end"), Query.greaterThanEqual("time", at)]),
  ]);
const endedBefore = (at: string) =>
  Query.or([
    Query.lessThan("end", at),
    Query.and([Query.isNull("end"), Query.lessThan("time", at)]),
  ]);

/**
 * Page `page` of every event, for /events (listDocuments on club_events): those not ended at
 * `now` soonest first, then the ended ones most recent first.
 */
export function listEventsPage(
  databases: Databases,
  now: Date,
  page: number,
): Promise<ListPage<ClubEvent>> {
  const at = now.toISOString();
  const read = (queries: string[]) => async (offset: number, limit: number) => {
    const list = await databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId: EVENTS,
      queries: [...queries, Query.offset(offset), Query.limit(limit)],
    });
    return { items: list.documents.map((d) => clubEventSchema.parse(d)), total: list.total };
  };
  return readListPage(
    page,
    read([endsAtOrAfter(at), Query.orderAsc("time")]),
    read([endedBefore(at), Query.orderDesc("time")]),
  );
}

/**
 * When the first event not ended at `now` ends (listDocuments on club_events), or null when none
 * is left: /events moves it from upcoming to past then. Events without an end count by their time.
 */
export async function nextEventEnd(databases: Databases, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const [withEnd, withoutEnd] = await Promise.all(
    [
      [Query.greaterThanEqual("end", at), Query.orderAsc("end")],
      [Query.isNull("end"), Query.greaterThanEqual("time", at), Query.orderAsc("time")],
    ].map((queries) =>
      databases.listDocuments({
        databaseId: DATABASE_ID,
        collectionId: EVENTS,
        queries: [...queries, Query.limit(1)],
      }),
    ),
  );
  const ends = [...(withEnd?.documents ?? []), ...(withoutEnd?.documents ?? [])].map(
    (document) => clubEventSchema.parse(document).end,
  );
  return ends.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}

/**
 * Every event's id and last change, newest first (listDocuments on club_events), for the
 * sitemap.
 */
export async function listEventRevisions(
  databases: Databases,
): Promise<{ id: string; updatedAt: string }[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    queries: [Query.orderDesc("time"), Query.limit(LIST_LIMIT)],
  });
  return list.documents.map((document) => ({
    id: document.$id,
    updatedAt: revisionSchema.parse(document).updatedAt,
  }));
}

/** Every event, newest first (listDocuments on club_events), for the admin panel. */
export async function listEvents(databases: Databases): Promise<ClubEvent[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    queries: [Query.orderDesc("time"), Query.limit(LIST_LIMIT)],
  });
  return list.documents.map((document) => clubEventSchema.parse(document));
}

/** Event `id` (getDocument on club_events); null when there is none. */
export async function getEvent(databases: Databases, id: string): Promise<ClubEvent | null> {
  const found = await getDocumentOrNull(databases, EVENTS, id);
  return found === null ? null : clubEventSchema.parse(found);
}

/** Event `id` for Manage Event, and whether it is public yet (decision 0134); null when none. */
export async function getEventWithVisibility(
  databases: Databases,
  id: string,
): Promise<{ event: ClubEvent; isPublic: boolean } | null> {
  const found = await getDocumentOrNull(databases, EVENTS, id);
  return found === null
    ? null
    : { event: clubEventSchema.parse(found), isPublic: isPublicDocument(found) };
}

/**
 * Creates an event (createDocument on club_events), its other attributes unset; returns its id.
 * A "draft" stays off the public pages until its first save (decision 0134).
 */
export async function createEvent(
  databases: Databases,
  event: Partial<EventSettings> & Pick<EventSettings, "time">,
  visibility: Visibility = "public",
): Promise<string> {
  const created = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    documentId: ID.unique(),
    data: { ...event },
    permissions: permissionsFor(visibility),
  });
  return created.$id;
}

/** Saves event `id` (updateDocument on club_events), public from then on; answers it as stored. */
export async function saveEvent(
  databases: Databases,
  id: string,
  settings: EventSettings,
): Promise<ClubEvent> {
  const saved = await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    documentId: id,
    data: { ...settings },
    permissions: permissionsFor("public"),
  });
  return clubEventSchema.parse(saved);
}

/** Deletes event `id` (deleteDocument on club_events). */
export async function deleteEvent(databases: Databases, id: string): Promise<void> {
  await databases.deleteDocument({ databaseId: DATABASE_ID, collectionId: EVENTS, documentId: id });
}

/**
 * One page of the events starting in [`window.from`, `window.until`) (listDocuments on
 * club_events), earliest first, after event `after` (a cursor), for the year's archive.
 */
export async function listEventsStartingIn(
  databases: Databases,
  window: { from: string; until: string },
  page: { size: number; after: string | null },
): Promise<RevisedEvent[]> {
  const queries = [
    Query.greaterThanEqual("time", window.from),
    Query.lessThan("time", window.until),
    Query.orderAsc("time"),
    Query.limit(page.size),
  ];
  if (page.after !== null) queries.push(Query.cursorAfter(page.after));
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    queries,
  });
  return list.documents.map(toRevisedEvent);
}
