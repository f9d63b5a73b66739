import { Query, type Databases } from "appwrite";
import {
  AGENDAS,
  agendaSchema,
  clubEventSchema,
  DATABASE_ID,
  EVENTS,
  MEETINGS,
  meetingSchema,
  type Agenda,
  type ClubEvent,
  type Meeting,
} from "./club-documents.ts";
import { getDocumentOrNull } from "./document-reads.ts";

// The public pages' reads, all as a guest through the SDK. Each function names the Appwrite
// operation it makes, as in spec section 7.

const LANDING_MEETING_LIMIT = 5;
// Enough to step over a run of canceled meetings to the next one that takes place.
const NEXT_MEETING_CANDIDATES = 25;
const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The landing page's meetings (listDocuments on club_meetings): up to five that started within the
 * last seven days or later, earliest first.
 */
export async function listLandingMeetings(databases: Databases, now: Date): Promise<Meeting[]> {
  const sevenDaysAgo = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [
      Query.orderAsc("start"),
      Query.greaterThan("start", sevenDaysAgo),
      Query.limit(LANDING_MEETING_LIMIT),
    ],
  });
  return list.documents.map((document) => meetingSchema.parse(document));
}

/** The landing page's events (listDocuments on club_events), earliest first. */
export async function listEvents(databases: Databases): Promise<ClubEvent[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    queries: [Query.orderAsc("time")],
  });
  return list.documents.map((document) => clubEventSchema.parse(document));
}

/** A meeting with its agenda; the agenda is null when the organisers have not created it yet. */
export interface MeetingAgenda {
  meeting: Meeting;
  agenda: Agenda | null;
}

/**
 * Meeting `id` and its agenda (getDocument on club_meetings and club_agendas, same id), or null
 * when there is no such meeting.
 */
export async function getMeetingAgenda(
  databases: Databases,
  id: string,
): Promise<MeetingAgenda | null> {
  const [meeting, agenda] = await Promise.all([
    getDocumentOrNull(databases, MEETINGS, id),
    getDocumentOrNull(databases, AGENDAS, id),
  ]);
  if (meeting === null) return null;
  return {
    meeting: meetingSchema.parse(meeting),
    agenda: agenda === null ? null : agendaSchema.parse(agenda),
  };
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
