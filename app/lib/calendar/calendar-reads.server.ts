import type { Databases } from "appwrite";
import { listAgendaPreviews } from "../collections/agendas.ts";
import { listCalendarEvents } from "../collections/events.ts";
import { getRevisedMeeting, listCalendarMeetings } from "../collections/meetings.ts";
import { eventEntry, meetingEntry, type CalendarEntry } from "./calendar-entry.ts";

/**
 * Every meeting and event of the subscribable calendar: those ending in the last thirty days or
 * later, canceled meetings included (deleted ones are simply gone, which removes them from
 * subscribed calendars on their next refresh).
 */
export async function loadCalendarEntries(
  databases: Databases,
  now: Date,
  publicUrl: string,
): Promise<CalendarEntry[]> {
  const [meetings, events] = await Promise.all([
    listCalendarMeetings(databases, now),
    listCalendarEvents(databases, now),
  ]);
  const agendas = await listAgendaPreviews(
    databases,
    meetings.map(({ meeting }) => meeting.id),
  );
  return [
    ...meetings.map((found) => meetingEntry(found, agendas.get(found.meeting.id), publicUrl)),
    ...events.map((found) => eventEntry(found, publicUrl)),
  ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Meeting `id` as a calendar entry, or null when there is no such meeting. */
export async function loadMeetingEntry(
  databases: Databases,
  id: string,
  publicUrl: string,
): Promise<CalendarEntry | null> {
  const found = await getRevisedMeeting(databases, id);
  if (found === null) return null;
  const agendas = await listAgendaPreviews(databases, [id]);
  return meetingEntry(found, agendas.get(id), publicUrl);
}
