import { ID, Query, type Databases } from "appwrite";
import type { MeetingTimes } from "../club-time/index.ts";
import {
  AGENDAS,
  agendaSchema,
  DATABASE_ID,
  MEETINGS,
  meetingSchema,
  type Agenda,
  type Meeting,
} from "../club-documents.ts";
import { getDocumentOrNull } from "../document-reads.ts";
import { isDocumentNotFound } from "../error-words.ts";
import { noDocumentPermissions } from "./document-permissions.ts";
import { emptyAgenda, type MeetingSettings } from "./meeting-documents.ts";

// Appwrite lists 25 documents unless told otherwise. A club meeting weekly makes about 40 a year,
// so this keeps every meeting of two decades; the newest come first, so only the oldest could drop.
const MEETING_LIST_LIMIT = 1000;

/** Every meeting, newest start first (listDocuments on club_meetings). */
export async function listMeetings(databases: Databases): Promise<Meeting[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    queries: [Query.orderDesc("start"), Query.limit(MEETING_LIST_LIMIT)],
  });
  return list.documents.map((document) => meetingSchema.parse(document));
}

/** The outcome of creating a meeting: its id, and whether its empty agenda was made too. */
export interface CreatedMeeting {
  id: string;
  agendaError: unknown;
}

/**
 * Creates a meeting at `times` (createDocument on club_meetings), then its empty agenda with the
 * same id (createDocument on club_agendas). The agenda failing leaves a meeting without one,
 * which its page offers to fix, so that failure is reported rather than thrown.
 */
export async function createMeeting(
  databases: Databases,
  times: MeetingTimes,
): Promise<CreatedMeeting> {
  const meeting = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: ID.unique(),
    data: { start: times.start, end: times.end },
    permissions: noDocumentPermissions(),
  });
  try {
    await createAgenda(databases, meeting.$id);
    return { id: meeting.$id, agendaError: null };
  } catch (error) {
    return { id: meeting.$id, agendaError: error };
  }
}

/** Creates the empty agenda of meeting `id` (createDocument on club_agendas). */
export async function createAgenda(databases: Databases, id: string): Promise<Agenda> {
  const agenda = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
    data: emptyAgenda(),
    permissions: noDocumentPermissions(),
  });
  return agendaSchema.parse(agenda);
}

/** A meeting with its agenda, which may not exist. */
export interface MeetingWithAgenda {
  meeting: Meeting;
  agenda: Agenda | null;
}

/** Meeting `id` and its agenda (getDocument on both collections); null when the meeting is unknown. */
export async function getMeetingWithAgenda(
  databases: Databases,
  id: string,
): Promise<MeetingWithAgenda | null> {
  const [meeting, agenda] = await Promise.all([
    getDocumentOrNull(databases, MEETINGS, id),
    getDocumentOrNull(databases, AGENDAS, id),
  ]);
  if (meeting === null) {
    return null;
  }
  return {
    meeting: meetingSchema.parse(meeting),
    agenda: agenda === null ? null : agendaSchema.parse(agenda),
  };
}

/**
 * Saves meeting `id`'s settings (updateDocument on club_meetings) and, when it has one, its agenda
 * (updateDocument on club_agendas).
 */
export async function saveMeeting(
  databases: Databases,
  id: string,
  settings: MeetingSettings,
  agenda: Agenda | null,
): Promise<void> {
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
    data: { ...settings },
    permissions: noDocumentPermissions(),
  });
  if (agenda !== null) {
    await databases.updateDocument({
      databaseId: DATABASE_ID,
      collectionId: AGENDAS,
      documentId: id,
      data: { ...agenda },
      permissions: noDocumentPermissions(),
    });
  }
}

/**
 * Deletes meeting `id`, then its agenda (deleteDocument on both). The meeting goes first: if that
 * fails nothing is lost, while an agenda left behind by a later failure is unreachable and harmless.
 * Returns the agenda's failure, if any, for the console; the meeting is gone either way.
 */
export async function deleteMeeting(databases: Databases, id: string): Promise<unknown> {
  await databases.deleteDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
  });
  try {
    await databases.deleteDocument({
      databaseId: DATABASE_ID,
      collectionId: AGENDAS,
      documentId: id,
    });
    return null;
  } catch (error) {
    return isDocumentNotFound(error) ? null : error;
  }
}
