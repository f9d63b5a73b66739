import type { Models } from "appwrite";
import type { Agenda } from "../../app/lib/collections/agendas.ts";
import { AGENDAS } from "../../app/lib/collections/agendas.ts";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import { createEvent, EVENTS, type EventSettings } from "../../app/lib/collections/events.ts";
import {
  createMeeting,
  MEETINGS,
  type MeetingSettings,
} from "../../app/lib/collections/meetings.ts";
import type { SdkUser } from "./sdk.ts";

// Meetings, agendas and events stored through the site's own collection modules, as an organiser
// would, for browser tests.

export interface MeetingSeed extends Partial<MeetingSettings> {
  start: string;
  end: string;
  /** The agenda's texts (the others empty); null stores the meeting without an agenda. */
  agenda?: Partial<Agenda> | null;
}

/** Stores a meeting (and, unless `agenda` is null, its agenda) through the SDK; returns its id. */
export async function seedMeeting(admin: SdkUser, seed: MeetingSeed): Promise<string> {
  const { agenda = {}, ...meeting } = seed;
  const created = await createMeeting(admin.databases, meeting, agenda);
  if (created.agendaError !== null) throw created.agendaError;
  return created.id;
}

/** Stores a club event through the SDK; returns its id. An event without an end ends at `time`. */
export function seedEvent(
  organiser: SdkUser,
  event: Pick<EventSettings, "title" | "time"> & Partial<EventSettings> & { end?: string },
): Promise<string> {
  return createEvent(organiser.databases, { end: event.time, ...event });
}

export function readMeeting(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
  });
}

export function readAgenda(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
  });
}

export function readEvent(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: DATABASE_ID,
    collectionId: EVENTS,
    documentId: id,
  });
}

/** An ISO instant `days` days from now (negative: in the past). */
export function daysFromNow(days: number, hours = 0): string {
  return new Date(Date.now() + (days * 24 + hours) * 60 * 60 * 1000).toISOString();
}
