import type { Databases } from "appwrite";
import { listAgendaPreviews } from "../collections/agendas.ts";
import { listCalendarEvents } from "../collections/events.ts";
import { getRevisedMeeting, listCalendarMeetings } from "../collections/meetings.ts";
import { eventEntry, meetingEntry, type CalendarEntry } from "./calendar-entry.ts";
import type { Words } from "../words.tsx";

/**
 * Every meeting and event of the subscribable calendar: those ending in the last thirty days or
 * later, canceled meetings included (deleted ones are simply gone, which removes them from
 * subscribed calendars on their next refresh).
 */
export async function loadCalendarEntries(
  databases: Databases,
  now: Date,
  publicUrl: string,
  words: Words,
): Promise<CalendarEntry[]> {
  const [meetings, events] = await Promise.all([
    loadMeetingEntries(databases, now, publicUrl, words),
    listCalendarEvents(databases, now),
  ]);
  return [...meetings, ...events.map((found) => eventEntry(found, publicUrl, words))].sort(
    (a, b) => Date.parse(a.start) - Date.parse(b.start),
  );
}

/** The meetings alone of that window, earliest first (the Atom feed's entries). */
export async function loadMeetingEntries(
  databases: Databases,
  now: Date,
  publicUrl: string,
  words: Words,
): Promise<CalendarEntry[]> {
  const meetings = await listCalendarMeetings(databases, now);
  const agendas = await listAgendaPreviews(
    databases,
    meetings.map(({ meeting }) => meeting.id),
  );
  return meetings.map((found) =>
    meetingEntry(found, agendas.get(found.meeting.id), publicUrl, words),
  );
}

/** Meeting `id` as a calendar entry, or null when there is no such meeting. */
export async function loadMeetingEntry(
  databases: Databases,
  id: string,
  publicUrl: string,
  words: Words,
): Promise<CalendarEntry | null> {
  const found = await getRevisedMeeting(databases, id);
  if (found === null) return null;
  const agendas = await listAgendaPreviews(databases, [id]);
  return meetingEntry(found, agendas.get(id), publicUrl, words);
}
