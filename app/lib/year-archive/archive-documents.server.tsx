import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Translator } from "../../../i18n/translate.ts";
import { AgendaBody } from "../../components/agenda-sections.tsx";
import { RenderedMarkdown } from "../../components/rendered-markdown.tsx";
import { formatEventTimes, formatLongDate, formatTimeRange } from "../club-time/index.ts";
import type { Agenda } from "../collections/agendas.ts";
import type { ClubEvent } from "../collections/events.ts";
import type { Meeting } from "../collections/meetings.ts";
import { renderMarkdownHtml } from "../markdown-html.server.tsx";
import { publicLocation } from "../meeting-location.ts";
import { eventTitle, meetingTitle } from "../meeting-title.ts";
import { WordsContext, wordsOf } from "../words.tsx";

// The year archive's HTML files (decision 0117): plain documents with their style inline and
// every link relative, so they open from a folder on any computer, offline, for years. Markdown
// goes through the site's one sanitised renderer, as on the public pages.

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#1a1a1a;background:#fff}
a{color:#5b2a86}h1{line-height:1.2}img{max-width:100%;height:auto}ul{padding-left:1.25rem}li{margin:.4rem 0}
.agenda-section{border-top:4px solid #732982;margin-top:1.5rem}.note{font-style:italic}
blockquote{border-left:4px solid #ccc;margin-left:0;padding-left:1rem}`;

/** One archive page: `body` in a whole HTML document in the language of `translator`. */
export function archivePage(translator: Translator, title: string, body: ReactNode): string {
  const markup = renderToStaticMarkup(
    <WordsContext.Provider value={translator}>
      <html lang={translator.locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
          <style>{STYLE}</style>
        </head>
        <body>
          <main>{body}</main>
        </body>
      </html>
    </WordsContext.Provider>,
  );
  return `<!doctype html>\n${markup}\n`;
}

/**
 * A page of one thing of the year: back to the index, its title, when and where it was (when it
 * has them), then `body`.
 */
function itemPage(
  words: Translator,
  { title, when, where }: { title: string; when?: string; where?: string | null },
  body: ReactNode,
): string {
  return archivePage(
    words,
    title,
    <>
      <p>
        <a href="../index.html">{words.t("handover.archive.backToIndex")}</a>
      </p>
      <h1>{title}</h1>
      {when !== undefined && <p>{when}</p>}
      {where != null && <p>{words.t("handover.archive.place", { place: where })}</p>}
      {body}
    </>,
  );
}

interface Place {
  timeZone: string;
  words: Translator;
}

/** A meeting's agenda page, linking back to the index and to its Markdown source. */
export function meetingPage(
  meeting: Meeting,
  agenda: Agenda | undefined,
  files: { markdown: string },
  { timeZone, words }: Place,
): string {
  const title = meetingTitle(meeting, words);
  const where = publicLocation(meeting, words);
  const extras = agenda?.everything_else.trim() ?? "";
  const when = `${formatLongDate(meeting.start, timeZone, words.intlTag)}, ${formatTimeRange(meeting.start, meeting.end, timeZone, words.intlTag)}`;
  return itemPage(
    words,
    { title, when, where },
    <>
      {meeting.canceled && <p className="note">{words.t("agenda.canceled")}</p>}
      {meeting.accessibility_notes.trim() && (
        <p>{words.t("agenda.accessibility", { notes: meeting.accessibility_notes })}</p>
      )}
      {agenda ? (
        <AgendaBody
          agenda={agenda}
          extras={
            extras ? <RenderedMarkdown html={renderMarkdownHtml(extras, { nested: true })} /> : null
          }
        />
      ) : (
        <p className="note">{words.t("agenda.notWritten")}</p>
      )}
      <p>
        <a href={files.markdown}>{words.t("handover.archive.markdownSource")}</a>
      </p>
    </>,
  );
}

/** An event's page: when, where, its flyer (`flyer`: the picture's file beside it) and description. */
export function eventPage(
  event: ClubEvent,
  flyer: string | null,
  { timeZone, words }: Place,
): string {
  const title = eventTitle(event, words);
  const where = publicLocation(event, words);
  const when = `${formatLongDate(event.time, timeZone, words.intlTag)}, ${formatEventTimes(event.time, event.end, timeZone, words.intlTag)}`;
  return itemPage(
    words,
    { title, when, where },
    <>
      {flyer !== null && (
        <img
          src={flyer}
          alt={event.flyer_alt}
          width={event.flyer_width || undefined}
          height={event.flyer_height || undefined}
        />
      )}
      {event.description.trim() && (
        <RenderedMarkdown html={renderMarkdownHtml(event.description)} />
      )}
    </>,
  );
}

/** One of the club's pages (about, guidelines...), as it read on the day of the export. */
export function clubPage(page: { title: string; html: string }, words: Translator): string {
  return itemPage(words, { title: page.title }, <RenderedMarkdown html={page.html} />);
}

/** A line of the index: a file of the archive, its title and when. */
export interface IndexLine {
  file: string;
  title: string;
  when: string;
  /** A meeting's Markdown source, beside its page. */
  markdown?: string;
  isCanceled?: boolean;
}

export interface IndexContent {
  clubName: string;
  yearName: string;
  exportedOn: string;
  meetings: readonly IndexLine[];
  events: readonly IndexLine[];
  pages: readonly Omit<IndexLine, "when">[];
  calendar: string;
}

/** index.html: what the archive holds, every file one link away. */
export function indexPage(content: IndexContent, translator: Translator): string {
  const words = wordsOf(translator);
  const title = words.t("handover.archive.title", {
    club: content.clubName,
    year: content.yearName,
  });
  const list = (lines: readonly IndexLine[], none: string) =>
    lines.length === 0 ? (
      <p>{none}</p>
    ) : (
      <ul>
        {lines.map((line) => (
          <li key={line.file}>
            {line.when}: <a href={line.file}>{line.title}</a>
            {line.isCanceled && ` (${words.t("handover.archive.canceled")})`}
            {line.markdown && (
              <>
                {" · "}
                <a href={line.markdown}>{words.t("handover.archive.markdown")}</a>
              </>
            )}
          </li>
        ))}
      </ul>
    );
  return archivePage(
    translator,
    title,
    <>
      <h1>{title}</h1>
      <p>
        {words.t("handover.archive.intro", {
          year: content.yearName,
          date: content.exportedOn,
        })}
      </p>
      <p>
        <a href={content.calendar}>{words.t("handover.archive.calendar")}</a>
      </p>
      <h2>{words.t("handover.archive.meetings")}</h2>
      {list(content.meetings, words.t("handover.archive.noMeetings"))}
      <h2>{words.t("handover.archive.events")}</h2>
      {list(content.events, words.t("handover.archive.noEvents"))}
      <h2>{words.t("handover.archive.pages")}</h2>
      <ul>
        {content.pages.map((page) => (
          <li key={page.file}>
            <a href={page.file}>{page.title}</a>
          </li>
        ))}
      </ul>
    </>,
  );
}
