import { ID, Query, type Databases } from "appwrite";
import { z } from "zod";
import { createAgenda, deleteAgenda, getAgenda, type Agenda } from "./agendas.ts";
import {
  DATABASE_ID,
  deleteDocumentIfAny,
  findDocument,
  getDocumentOrNull,
  isPublicDocument,
  permissionsFor,
  revisionSchema,
  type Revision,
  type Visibility,
} from "./database.ts";
import { MEETING_NOTES } from "./meeting-notes.ts";
import { PRESENTER_STATES } from "./presenter-states.ts";
import { readListPage, type ListPage } from "./paging.ts";
import { calendarSince, LIST_LIMIT, recentSince } from "./windows.ts";
import { attributesObject } from "./document-shape.ts";
import { MEETINGS } from "./ids.ts";
import { placeShown } from "../meeting-location.ts";

// club_meetings: the club's meetings. Each has an agenda of the same id (agendas.ts), which
// the functions here create, read and delete along with it.

export { MEETINGS };

const LANDING_MEETING_LIMIT = 5;
// Enough to step over a run of canceled meetings to the next one that takes place.
const NEXT_MEETING_CANDIDATES = 25;

/** A club_meetings document read from Appwrite: its attributes, keyed as in appwrite.json. */
export const meetingSchema = attributesObject(MEETINGS)
  .extend({ $id: z.string() })
  .transform(({ $id, ...meeting }) => ({ id: $id, ...meeting, location: placeShown(meeting) }));

/** A club_meetings document. */
export type Meeting = z.output<typeof meetingSchema>;

/**
 * The meeting's attributes as an organiser saves them (times as ISO instants): the data of a
 * create or update, checked by `meetingSettingsSchema`. `location_on_request` keeps the room off
 * the public pages: they say to ask a club leader (decision 0048).
 */
export const meetingSettingsSchema = attributesObject(MEETINGS);

export type MeetingSettings = z.output<typeof meetingSettingsSchema>;

/**
 * The landing page's meetings (listDocuments on club_meetings): up to five that started within the
 * last seven days or later, earliest first.
 */
export async function listLandingMeetings(databases: Databases, now: Date): Promise<Meeting[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [
      Query.orderAsc("start"),
      Query.greaterThan("start", recentSince(now)),
      Query.limit(LANDING_MEETING_LIMIT),
    ],
  });
  return list.documents.map((document) => meetingSchema.parse(document));
}

/**
 * The meeting /agenda stands for (listDocuments on club_meetings): the one under way or the next
 * to start, skipping canceled ones; null when none is scheduled. A meeting in progress counts, so
 * the agenda stays on the classroom screen until the meeting ends.
 */
export async function findCurrentMeetingId(
  databases: Databases,
  now: Date,
): Promise<string | null> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [
      Query.greaterThanEqual("end", now.toISOString()),
      Query.orderAsc("start"),
      Query.limit(NEXT_MEETING_CANDIDATES),
    ],
  });
  const meetings = list.documents.map((document) => meetingSchema.parse(document));
  return meetings.find((meeting) => !meeting.canceled)?.id ?? null;
}

/** A meeting with when its document was created and last changed, for the calendar feeds. */
export interface RevisedMeeting {
  meeting: Meeting;
  revision: Revision;
}

function toRevisedMeeting(document: unknown): RevisedMeeting {
  return { meeting: meetingSchema.parse(document), revision: revisionSchema.parse(document) };
}

/**
 * The calendar feeds' meetings (listDocuments on club_meetings): those ending within the last
 * thirty days or later, canceled ones included, earliest first.
 */
export async function listCalendarMeetings(
  databases: Databases,
  now: Date,
): Promise<RevisedMeeting[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [
      Query.greaterThan("end", calendarSince(now)),
      Query.orderAsc("start"),
      Query.limit(LIST_LIMIT),
    ],
  });
  return list.documents.map(toRevisedMeeting);
}

/** Meeting `id` with its revision (getDocument on club_meetings), or null when there is none. */
export async function getRevisedMeeting(
  databases: Databases,
  id: string,
): Promise<RevisedMeeting | null> {
  const found = await getDocumentOrNull(databases, MEETINGS, id);
  return found === null ? null : toRevisedMeeting(found);
}

/**
 * Every meeting's id and last change, newest start first (listDocuments on club_meetings), for
 * the sitemap.
 */
export async function listMeetingRevisions(
  databases: Databases,
): Promise<{ id: string; updatedAt: string }[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [Query.orderDesc("start"), Query.limit(LIST_LIMIT)],
  });
  return list.documents.map((document) => ({
    id: document.$id,
    updatedAt: revisionSchema.parse(document).updatedAt,
  }));
}

/** Every meeting, newest start first (listDocuments on club_meetings), for the admin panel. */
export async function listMeetings(databases: Databases): Promise<Meeting[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [Query.orderDesc("start"), Query.limit(LIST_LIMIT)],
  });
  return list.documents.map((document) => meetingSchema.parse(document));
}

/**
 * Page `page` of every meeting, for /meetings (listDocuments on club_meetings): those not ended
 * at `now` soonest first, then the ended ones most recent first; canceled ones included.
 */
export function listMeetingsPage(
  databases: Databases,
  now: Date,
  page: number,
): Promise<ListPage<Meeting>> {
  const at = now.toISOString();
  const read = (queries: string[]) => async (offset: number, limit: number) => {
    const list = await databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId: MEETINGS,
      queries: [...queries, Query.offset(offset), Query.limit(limit)],
    });
    return { items: list.documents.map((d) => meetingSchema.parse(d)), total: list.total };
  };
  return readListPage(
    page,
    read([Query.greaterThanEqual("end", at), Query.orderAsc("start")]),
    read([Query.lessThan("end", at), Query.orderDesc("start")]),
  );
}

/**
 * When the first meeting not ended at `now` ends (listDocuments on club_meetings), or null when
 * none is left: /meetings moves it from upcoming to past then.
 */
export async function nextMeetingEnd(databases: Databases, now: Date): Promise<string | null> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [
      Query.greaterThanEqual("end", now.toISOString()),
      Query.orderAsc("end"),
      Query.limit(1),
    ],
  });
  const [first] = list.documents;
  return first === undefined ? null : meetingSchema.parse(first).end;
}

/**
 * A meeting with its agenda; the agenda is null when the organisers have not created it yet.
 * `isPublic` is false while a new meeting waits for its first save (decision 0134).
 */
export interface MeetingWithAgenda {
  meeting: Meeting;
  agenda: Agenda | null;
  isPublic: boolean;
}

/**
 * Meeting `id` and its agenda (getDocument on club_meetings and club_agendas, same id), or null
 * when there is no such meeting.
 */
export async function getMeetingWithAgenda(
  databases: Databases,
  id: string,
): Promise<MeetingWithAgenda | null> {
  const [meeting, agenda] = await Promise.all([
    getDocumentOrNull(databases, MEETINGS, id),
    getAgenda(databases, id),
  ]);
  return meeting === null
    ? null
    : { meeting: meetingSchema.parse(meeting), agenda, isPublic: isPublicDocument(meeting) };
}

/** Whether meeting `id` is public yet (listDocuments by $id: no 404 in the browser's console). */
export async function isMeetingPublic(databases: Databases, id: string): Promise<boolean> {
  const found = await findDocument(databases, MEETINGS, id);
  return found !== null && isPublicDocument(found);
}

/** The outcome of creating a meeting: its id, and whether its agenda was made too. */
export interface CreatedMeeting {
  id: string;
  agendaError: unknown;
}

/**
 * Creates a meeting (createDocument on club_meetings), then, unless `agenda` is null, its agenda
 * with the same id (createDocument on club_agendas), empty but for the texts given. The agenda
 * failing leaves a meeting without one, which its page offers to fix, so that failure is reported
 * rather than thrown. `id` is given only to put a deleted meeting back under its own address. A
 * "draft" meeting and its agenda stay off the public pages until the first save (decision 0134).
 */
export async function createMeeting(
  databases: Databases,
  meeting: Partial<MeetingSettings> & Pick<MeetingSettings, "start" | "end">,
  agenda: Partial<Agenda> | null = {},
  { id = ID.unique(), visibility = "public" }: { id?: string; visibility?: Visibility } = {},
): Promise<CreatedMeeting> {
  const created = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
    data: { ...meeting },
    permissions: permissionsFor(visibility),
  });
  if (agenda === null) return { id: created.$id, agendaError: null };
  try {
    await createAgenda(databases, created.$id, agenda, visibility);
    return { id: created.$id, agendaError: null };
  } catch (error) {
    return { id: created.$id, agendaError: error };
  }
}

/**
 * Saves meeting `id`'s settings (updateDocument on club_meetings) and answers the meeting as
 * stored: Appwrite's answer, so nothing needs reading again. A saved meeting is public.
 */
export async function saveMeeting(
  databases: Databases,
  id: string,
  settings: MeetingSettings,
): Promise<Meeting> {
  const saved = await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
    data: { ...settings },
    permissions: permissionsFor("public"),
  });
  return meetingSchema.parse(saved);
}

/**
 * Deletes meeting `id`, then its agenda, organiser notes and presenter state (deleteDocument on
 * each). The meeting goes first: if that fails nothing is lost, while a document left behind by a
 * later failure is unreachable and harmless. Returns the first such failure, if any, for the
 * console; the meeting is gone either way.
 */
export async function deleteMeeting(databases: Databases, id: string): Promise<unknown> {
  await databases.deleteDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
  });
  const failures = await Promise.all([
    deleteAgenda(databases, id),
    deleteDocumentIfAny(databases, MEETING_NOTES, id),
    deleteDocumentIfAny(databases, PRESENTER_STATES, id),
  ]);
  return failures.find((failure) => failure !== null) ?? null;
}

/**
 * One page of the meetings starting in [`window.from`, `window.until`) (listDocuments on
 * club_meetings), earliest first, after meeting `after` (a cursor), for the year's archive.
 */
export async function listMeetingsStartingIn(
  databases: Databases,
  window: { from: string; until: string },
  page: { size: number; after: string | null },
): Promise<RevisedMeeting[]> {
  const queries = [
    Query.greaterThanEqual("start", window.from),
    Query.lessThan("start", window.until),
    Query.orderAsc("start"),
    Query.limit(page.size),
  ];
  if (page.after !== null) queries.push(Query.cursorAfter(page.after));
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries,
  });
  return list.documents.map(toRevisedMeeting);
}
