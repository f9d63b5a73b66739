import type { AgendaPreview } from "../collections/agendas.ts";
import type { Revision } from "../collections/database.ts";
import type { RevisedEvent } from "../collections/events.ts";
import type { RevisedMeeting } from "../collections/meetings.ts";
import { withoutControlCharacters } from "../control-characters.ts";
import { publicLocation } from "../meeting-location.ts";
import { eventTitle, meetingTitle } from "../meeting-title.ts";
import type { Words } from "../words.tsx";
import { agendaPath, eventPath, publicLink } from "../public-links.ts";

// What a calendar file says about one meeting or event: only what the public pages show (no
// organiser, no internal field), with the links on PUBLIC_URL, and its text without the control
// characters neither iCalendar nor the Atom feed can carry (decision 0071).

/** One VEVENT of the calendar feeds. */
export interface CalendarEntry {
  /** Stable for the document's whole life, so an edit updates the event instead of adding one. */
  uid: string;
  title: string;
  start: string;
  end: string;
  canceled: boolean;
  location: string | null;
  /** The page a member opens for details. */
  url: string;
  description: string;
  createdAt: string;
  /** The latest change to the document or, for a meeting, its agenda. */
  lastModified: string;
  /** RFC 5545 SEQUENCE: grows with every change (decision 0038). */
  sequence: number;
}

/**
 * The SEQUENCE of a document created at `createdAt` and last changed at `lastModified`: whole
 * seconds between them. Appwrite keeps no revision counter, but $updatedAt only moves forward,
 * so this grows with every change a second or more after the last, and needs nothing stored.
 */
export function revisionSequence(createdAt: string, lastModified: string): number {
  const seconds = Math.floor((Date.parse(lastModified) - Date.parse(createdAt)) / 1000);
  return Math.max(0, seconds);
}

function latest(...instants: string[]): string {
  return instants.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}

function uid(kind: "meeting" | "event", id: string, publicUrl: string): string {
  return `${kind}-${id}@${new URL(publicUrl).hostname}`;
}

function entryTimes(revision: Revision, ...more: Revision[]) {
  const lastModified = latest(revision.updatedAt, ...more.map((other) => other.updatedAt));
  return {
    createdAt: revision.createdAt,
    lastModified,
    sequence: revisionSequence(revision.createdAt, lastModified),
  };
}

/** A meeting as a calendar entry, described by its agenda's preview when it has one. */
export function meetingEntry(
  { meeting, revision }: RevisedMeeting,
  agenda: AgendaPreview | undefined,
  publicUrl: string,
  words: Words,
): CalendarEntry {
  const url = publicLink(publicUrl, words.path(agendaPath(meeting.id)));
  const agendaLine = words.t("calendar.agendaLink", { link: url });
  const preview = agenda?.preview.trim() ?? "";
  return {
    uid: uid("meeting", meeting.id, publicUrl),
    title: meetingTitle({ title: withoutControlCharacters(meeting.title) }, words),
    start: meeting.start,
    end: meeting.end,
    canceled: meeting.canceled,
    location: publicLocation(
      { ...meeting, location: withoutControlCharacters(meeting.location) },
      words,
    ),
    url,
    // Google Calendar shows no URL property, so the link is in the text as well.
    description: withoutControlCharacters(preview ? `${preview}\n\n${agendaLine}` : agendaLine),
    ...entryTimes(revision, ...(agenda ? [agenda.revision] : [])),
  };
}

/**
 * A club event as a calendar entry, linked to its page and described by `summary` (its
 * description's first paragraph as plain text, markdownSummary) when there is one.
 */
export function eventEntry(
  { event, revision }: RevisedEvent,
  summary: string,
  publicUrl: string,
  words: Words,
): CalendarEntry {
  const url = publicLink(publicUrl, words.path(eventPath(event.id)));
  const moreLine = words.t("calendar.moreLink", { link: url });
  return {
    uid: uid("event", event.id, publicUrl),
    title: eventTitle({ title: withoutControlCharacters(event.title) }, words),
    start: event.time,
    end: event.end,
    canceled: false,
    location: publicLocation(
      { ...event, location: withoutControlCharacters(event.location) },
      words,
    ),
    url,
    // Google Calendar shows no URL property, so the link is in the text as well.
    description: withoutControlCharacters(summary ? `${summary}\n\n${moreLine}` : moreLine),
    ...entryTimes(revision),
  };
}
