import { setImmediate as nextTurn } from "node:timers/promises";
import type { Databases } from "appwrite";
import { Zip, ZipDeflate } from "fflate";
import type { AppLoadContext } from "react-router";
import type { Translator } from "../../../i18n/translate.ts";
import type { CalendarEntry } from "../calendar/calendar-entry.ts";
import { eventEntry, meetingEntry } from "../calendar/calendar-entry.ts";
import { renderCalendar } from "../calendar/ics.server.ts";
import { formatLongDate, formatTimeRange, toZonedIso } from "../club-time/index.ts";
import { listAgendas } from "../collections/agendas.ts";
import { listEventsStartingIn } from "../collections/events.ts";
import { listMeetingsStartingIn } from "../collections/meetings.ts";
import { pageParam } from "../collections/pages.ts";
import { loadPage } from "../content.server.ts";
import { PAGE_NAMES } from "../content-file.ts";
import { markdownSummary } from "../markdown-summary.server.ts";
import { eventTitle, meetingTitle } from "../meeting-title.ts";
import { wordsOf } from "../words.tsx";
import { agendaMarkdown } from "./agenda-markdown.ts";
import {
  clubPage,
  eventPage,
  indexPage,
  meetingPage,
  type IndexLine,
} from "./archive-documents.server.tsx";
import { schoolYearName, type SchoolYear } from "./school-year.ts";
import type { ClubEvent } from "../collections/events.ts";
import { previewPath } from "../flyer-images.ts";
import { readGuestPicture } from "../guest-picture.server.ts";

// The school year as a .zip (decision 0117), written while it is sent: the stream asks for the
// next file only when the last one has gone out, and meetings are read a page at a time, so a big
// year never sits in memory whole. What stays until the end is a line per meeting and event (for
// index.html) and their calendar entries (for year.ics).

/** Meetings (or events) read and written at a time. */
const PAGE_SIZE = 25;

export interface YearArchiveRequest {
  /** Reads as a guest: the archive holds only what the public pages show. */
  databases: Databases;
  context: AppLoadContext;
  year: SchoolYear;
  translator: Translator;
}

/** A file of the archive: a page or text, or a picture's bytes (an event's flyer). */
interface ArchiveFile {
  name: string;
  text: string | Uint8Array;
}

/** How wide an event's flyer is kept: the event page's column at 2x, as the site shows it. */
const FLYER_WIDTH = 1280;

/** The archive's file name: "<club>-2025-2026.zip", in letters and digits only. */
export function archiveFileName(clubName: string, year: SchoolYear): string {
  const club = clubName
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${club || "club"}-${schoolYearName(year.startYear)}.zip`;
}

/** The year's archive as a stream of zip bytes, each file deflated as it is made. */
export function streamYearArchive(request: YearArchiveRequest): ReadableStream<Uint8Array> {
  const files = archiveFiles(request);
  const encoder = new TextEncoder();
  const mtime = request.context.now();
  let zip: Zip | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, isFinal) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (isFinal) controller.close();
      });
    },
    async pull() {
      if (zip === null) return;
      // The embedded API answers in-process, all in promises: without a turn of the event loop
      // between files the whole archive would be made before a byte went out, in memory, with
      // every other request waiting.
      await nextTurn();
      const next = await files.next();
      if (next.done) return zip.end();
      const entry = new ZipDeflate(next.value.name, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      const { text } = next.value;
      entry.push(typeof text === "string" ? encoder.encode(text) : text, true);
    },
    async cancel() {
      zip?.terminate();
      await files.return(undefined);
    },
  });
}

/** What the index and the calendar gather while the files go out. */
interface Gathered {
  meetings: IndexLine[];
  events: IndexLine[];
  pages: Omit<IndexLine, "when">[];
  calendar: CalendarEntry[];
}

async function* archiveFiles(request: YearArchiveRequest): AsyncGenerator<ArchiveFile> {
  const { context, year, translator } = request;
  const gathered: Gathered = { meetings: [], events: [], pages: [], calendar: [] };
  yield* meetingFiles(request, gathered);
  yield* eventFiles(request, gathered);
  for (const name of PAGE_NAMES) {
    const page = await loadPage(context, name, translator.locale);
    const file = `pages/${pageParam(name)}.html`;
    yield { name: file, text: clubPage(page, translator) };
    gathered.pages.push({ file, title: page.title });
  }
  const timeZone = context.club.club.timeZone;
  const yearName = schoolYearName(year.startYear);
  gathered.calendar.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  yield {
    name: "year.ics",
    text: renderCalendar(gathered.calendar, {
      name: `${context.club.club.name} ${yearName}`,
      timeZone,
      alarmMinutes: null,
    }),
  };
  const content = {
    clubName: context.club.club.name,
    yearName,
    exportedOn: formatLongDate(context.now().toISOString(), timeZone, translator.intlTag),
    ...gathered,
    calendar: "year.ics",
  };
  yield { name: "index.html", text: indexPage(content, translator) };
}

/** Each meeting's agenda page and its Markdown, a page of meetings at a time. */
async function* meetingFiles(
  { databases, context, year, translator }: YearArchiveRequest,
  gathered: Gathered,
): AsyncGenerator<ArchiveFile> {
  const timeZone = context.club.club.timeZone;
  const place = { timeZone, words: translator };
  for (let after: string | null = null; ;) {
    const page = await listMeetingsStartingIn(databases, year, { size: PAGE_SIZE, after });
    const agendas = await listAgendas(
      databases,
      page.map(({ meeting }) => meeting.id),
    );
    for (const found of page) {
      const { meeting } = found;
      const agenda = agendas.get(meeting.id);
      const base = `${toZonedIso(meeting.start, timeZone).slice(0, 10)}-${meeting.id}`;
      const date = formatLongDate(meeting.start, timeZone, translator.intlTag);
      const times = formatTimeRange(meeting.start, meeting.end, timeZone, translator.intlTag);
      yield {
        name: `meetings/${base}.html`,
        text: meetingPage(meeting, agenda?.agenda, { markdown: `${base}.md` }, place),
      };
      yield {
        name: `meetings/${base}.md`,
        text: agendaMarkdown(meeting, agenda?.agenda, `${date}, ${times}`, translator),
      };
      gathered.meetings.push({
        file: `meetings/${base}.html`,
        markdown: `meetings/${base}.md`,
        title: meetingTitle(meeting, translator),
        when: date,
        isCanceled: meeting.canceled,
      });
      const preview = agenda && {
        preview: agenda.agenda.agenda_preview,
        revision: agenda.revision,
      };
      gathered.calendar.push(meetingEntry(found, preview, context.publicUrl, wordsOf(translator)));
    }
    if (page.length < PAGE_SIZE) return;
    after = page.at(-1)?.meeting.id ?? null;
  }
}

/** Each event's page, a page of events at a time. */
async function* eventFiles(
  { databases, context, year, translator }: YearArchiveRequest,
  gathered: Gathered,
): AsyncGenerator<ArchiveFile> {
  const timeZone = context.club.club.timeZone;
  for (let after: string | null = null; ;) {
    const page = await listEventsStartingIn(databases, year, { size: PAGE_SIZE, after });
    for (const found of page) {
      const { event } = found;
      const base = `${toZonedIso(event.time, timeZone).slice(0, 10)}-${event.id}`;
      const file = `events/${base}.html`;
      const flyer = await eventFlyer(context, event, `${base}-flyer.jpg`);
      if (flyer) yield { name: `events/${flyer.file}`, text: flyer.bytes };
      yield {
        name: file,
        text: eventPage(event, flyer?.file ?? null, { timeZone, words: translator }),
      };
      gathered.events.push({
        file,
        title: eventTitle(event, translator),
        when: formatLongDate(event.time, timeZone, translator.intlTag),
      });
      const summary = markdownSummary(event.description);
      gathered.calendar.push(eventEntry(found, summary, context.publicUrl, wordsOf(translator)));
    }
    if (page.length < PAGE_SIZE) return;
    after = page.at(-1)?.event.id ?? null;
  }
}

/**
 * An event's flyer as a JPEG the archive keeps beside its page (`file`), as the event page shows
 * it; null for an event without one, or a flyer that cannot be read (logged: the page still goes).
 */
async function eventFlyer(
  context: AppLoadContext,
  event: ClubEvent,
  file: string,
): Promise<{ file: string; bytes: Uint8Array } | null> {
  if (!event.flyer_file_id) return null;
  try {
    // Never wider than the picture itself: the preview endpoint would blow a small one up.
    const width = event.flyer_width ? Math.min(FLYER_WIDTH, event.flyer_width) : FLYER_WIDTH;
    const path = previewPath(context.appwrite, event.flyer_file_id, "jpg", width);
    return { file, bytes: await readGuestPicture(context, path) };
  } catch (error) {
    console.error("Error reading an event's flyer for the year archive:", error);
    return null;
  }
}
