import type { Databases } from "appwrite";
import { listAgendaPreviews } from "../collections/agendas.ts";
import { getRevisedEvent, listCalendarEvents, type RevisedEvent } from "../collections/events.ts";
import { getRevisedMeeting, listCalendarMeetings } from "../collections/meetings.ts";
import { markdownSummary } from "../markdown-summary.server.ts";
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
  return [...meetings, ...events.map((found) => toEventEntry(found, publicUrl, words))].sort(
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

/**
 * Meeting or event `id` as a calendar entry (the two share /calendar/{id}.ics), or null when
 * there is neither. Appwrite's unique ids do not repeat across collections; a meeting is looked
 * for first, as the address first served meetings alone.
 */
export async function loadOneEntry(
  databases: Databases,
  id: string,
  publicUrl: string,
  words: Words,
): Promise<CalendarEntry | null> {
  const meeting = await getRevisedMeeting(databases, id);
  if (meeting !== null) {
    const agendas = await listAgendaPreviews(databases, [id]);
    return meetingEntry(meeting, agendas.get(id), publicUrl, words);
  }
  const event = await getRevisedEvent(databases, id);
  return event && toEventEntry(event, publicUrl, words);
}

function toEventEntry(found: RevisedEvent, publicUrl: string, words: Words): CalendarEntry {
  return eventEntry(found, markdownSummary(found.event.description), publicUrl, words);
}
