import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/agenda";
import { AddToCalendar } from "../components/add-to-calendar.tsx";
import { AgendaBody, ClubGuidelines } from "../components/agenda-sections.tsx";
import { AgendaExtrasContent } from "../components/agenda-extras-content.tsx";
import { JsonScript } from "../components/json-script.tsx";
import { PresentModeButton } from "../components/present-mode-button.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { endedFrom, formatLongDate, formatTimeRange } from "../lib/club-time/index.ts";
import type { Agenda } from "../lib/collections/agendas.ts";
import {
  findCurrentMeetingId,
  getMeetingWithAgenda,
  type Meeting,
} from "../lib/collections/meetings.ts";
import { hasExtras, type AgendaTexts } from "../lib/live/live-agenda.ts";
import { publicLocation } from "../lib/meeting-location.ts";
import { meetingTitle } from "../lib/meeting-title.ts";
import { languageName, writtenIn, WrittenInContext } from "../lib/written-in.tsx";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { useWords, type Words } from "../lib/words.tsx";
import { clipSummary } from "../lib/page-summary.ts";
import { findGuidelines, type Guideline } from "../lib/collections/guidelines.ts";
import { agendaPath, askPath } from "../lib/public-links.ts";
import { localeOfRequest, localisedPath } from "../../i18n/locale-paths.ts";
import { meetingEvent } from "../lib/structured-data.ts";
import { renderMarkdownHtml } from "../lib/markdown-html.server.tsx";
import { PRESENT_DATA_ID, type PresentData } from "../lib/present/present-data.ts";
import { splitExtras } from "../lib/present/extras-slides.ts";
import { useHasEnded } from "../lib/use-now.ts";
import { mascotView, type MascotView } from "../lib/mascot-picture.ts";
import { toPublicSettings } from "../lib/public-settings.ts";

// The title slide's mascot is min(30vh, 20vw) wide: a classroom projector's 1080p at 1x or 2x.
const TITLE_MASCOT_WIDTHS = [384, 256, 512, 768] as const;

type AgendaPage =
  | {
      state: "found";
      meeting: Meeting;
      agenda: AgendaTexts | null;
      guidelines: Guideline[] | null;
      timeZone: string;
      now: string;
      clubName: string;
      /** The club's mascot for present mode's title slide (decision 0115). */
      mascot: MascotView;
      /** The meeting's Ask page (PUBLIC_URL), for present mode's QR code. */
      askUrl: string;
    }
  | { state: "meeting-not-found" }
  | { state: "no-meeting-scheduled" }
  | { state: "unavailable" };

function page(content: AgendaPage, status = 200) {
  return data(content, { status });
}

// Rendered as HTML only, as every public page is (decision 0051): the page script follows edits
// by reading the page again, and loads present mode when the visitor presses Present.

/** /agenda/{id} shows that meeting; /agenda alone shows the one under way or coming next. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const now = context.now();
  const databases = serverDatabases(context);
  try {
    const id = params.id ?? (await findCurrentMeetingId(databases, now));
    if (id === null) return page({ state: "no-meeting-scheduled" });
    // What the room saw (questions, poll totals) is no part of the public page: only the
    // projector following the presenter view hears it (decision 0132).
    const found = await getMeetingWithAgenda(databases, id);
    if (found === null) return page({ state: "meeting-not-found" }, 404);
    const guidelines = await findGuidelines(databases, localeOfRequest(request));
    // /agenda stands for this meeting until it ends (findCurrentMeetingId).
    if (!params.id) context.pageFreshness?.changesAt(endedFrom(found.meeting.end));
    return page({
      state: "found",
      meeting: found.meeting,
      agenda: found.agenda && renderAgenda(found.agenda),
      guidelines: guidelines?.guidelines ?? null,
      timeZone: context.club.club.timeZone,
      now: now.toISOString(),
      clubName: context.club.club.name,
      mascot: mascotView(
        toPublicSettings(context).appwrite,
        context.club.mascot,
        TITLE_MASCOT_WIDTHS,
      ),
      // The room's phones open the Ask page in the agenda's address language.
      askUrl: `${context.publicUrl}${localisedPath(askPath(found.meeting.id), localeOfRequest(request))}`,
    });
  } catch (error) {
    console.error("Error loading the agenda:", error);
    return page({ state: "unavailable" }, 503);
  }
}

/**
 * An agenda's texts with everything_else already rendered (the page gets no Markdown code):
 * whole for the page, and in present mode's slides (extras-slides.ts).
 */
function renderAgenda({ everything_else, ...fields }: Agenda): AgendaTexts {
  const render = (markdown: string) => renderMarkdownHtml(markdown, { nested: true });
  return {
    fields,
    extras: {
      html: everything_else.trim() ? render(everything_else) : "",
      parts: splitExtras(everything_else).map(render),
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const words = metaWords(matches);
  if (loaderData.state === "found") {
    const { meeting, agenda, timeZone } = loaderData;
    const description = agendaDescription(
      meeting,
      agenda?.fields.agenda_preview ?? "",
      timeZone,
      words,
    );
    return pageMeta(matches, {
      title: words.t("agenda.pageTitle", { meeting: meetingTitle(meeting, words) }),
      description,
      path: agendaPath(meeting.id),
      structuredData: (settings) => meetingEvent(meeting, description, settings, words),
    });
  }
  if (loaderData.state === "meeting-not-found") {
    return [{ title: words.t("agenda.notFoundPageTitle") }];
  }
  return [{ title: words.t("agenda.title") }];
}

/** The agenda's preview line, or when and where the meeting is; canceled ones say so first. */
function agendaDescription(
  meeting: Meeting,
  preview: string,
  timeZone: string,
  words: Words,
): string {
  const location = publicLocation(meeting, words);
  const when = words.t("feed.when", {
    date: formatLongDate(meeting.start, timeZone, words.intlTag),
    times: formatTimeRange(meeting.start, meeting.end, timeZone, words.intlTag),
  });
  const summary = clipSummary(preview) || (location ? `${when}, ${location}` : when);
  return meeting.canceled ? words.t("agenda.canceledDescription", { summary }) : summary;
}

export default function AgendaScreen({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const home = (chunks: ReactNode) => <a href={words.path("/")}>{chunks}</a>;
  switch (loaderData.state) {
    case "found":
      return <MeetingAgenda key={loaderData.meeting.id} {...loaderData} />;
    case "meeting-not-found":
      return (
        <StatusPage title={words.t("agenda.notFound")}>
          {words.node("agenda.notFoundText", { home })}
        </StatusPage>
      );
    case "no-meeting-scheduled":
      return (
        <StatusPage title={words.t("agenda.noMeeting")}>
          {words.node("agenda.noMeetingText", {
            home,
            guidelines: (chunks) => <a href={words.path("/guidelines")}>{chunks}</a>,
          })}
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title={words.t("agenda.title")}>{words.t("agenda.unavailable")}</StatusPage>
      );
  }
}

interface MeetingAgendaProps {
  meeting: Meeting;
  agenda: AgendaTexts | null;
  guidelines: Guideline[] | null;
  timeZone: string;
  now: string;
  clubName: string;
  mascot: MascotView;
  askUrl: string;
}

/**
 * The agenda page. The page script (app/page-script/agenda-page.ts) keeps it current: it reads
 * the page again when realtime reports an edit, shows the deletion notice and the reconnecting
 * note, and starts present mode with the data below.
 */
function MeetingAgenda({
  meeting,
  agenda,
  guidelines,
  timeZone,
  now,
  clubName,
  mascot,
  askUrl,
}: MeetingAgendaProps) {
  const hasEnded = useHasEnded(meeting.end, now);
  const words = useWords();
  const place = publicLocation(meeting, words);
  const present: PresentData = {
    meeting,
    agenda,
    guidelines,
    timeZone,
    askUrl,
    clubName,
    mascot,
  };
  const lang = writtenIn(meeting.language, words.locale);
  return (
    <WrittenInContext value={lang}>
      <main
        id="main"
        className="agenda-page"
        data-meeting-id={meeting.id}
        data-changes-at={hasEnded ? undefined : endedFrom(meeting.end).toISOString()}
      >
        <header className="agenda-header">
          <div className="agenda-heading">
            <h1 lang={meeting.title.trim() ? lang : undefined}>{meetingTitle(meeting, words)}</h1>
            <p className="agenda-when">
              <time dateTime={meeting.start}>
                {formatLongDate(meeting.start, timeZone, words.intlTag)}
              </time>
              <span className="agenda-time">
                {formatTimeRange(meeting.start, meeting.end, timeZone, words.intlTag)}
              </span>
              {place && (
                <span
                  className="agenda-location"
                  lang={meeting.location_on_request ? undefined : lang}
                >
                  {place}
                </span>
              )}
            </p>
            {meeting.accessibility_notes && (
              <p className="agenda-access">
                {words.node("agenda.accessibility", {
                  notes:
                    lang === undefined ? (
                      meeting.accessibility_notes
                    ) : (
                      <span lang={lang}>{meeting.accessibility_notes}</span>
                    ),
                })}
              </p>
            )}
            {lang !== undefined && (
              <p className="agenda-language">
                {words.t("agenda.writtenIn", { language: languageName(lang, words.intlTag) })}
              </p>
            )}
            <p className="notice notice-canceled" role="status" hidden data-meeting-deleted="">
              {words.node("agenda.deleted", {
                home: (chunks) => <a href={words.path("/")}>{chunks}</a>,
              })}
            </p>
            {!hasEnded && !meeting.canceled && <AddToCalendar meeting={meeting} />}
            {meeting.canceled && (
              <p className="notice notice-canceled">{words.t("agenda.canceled")}</p>
            )}
            {hasEnded && <p className="notice notice-ended">{words.t("agenda.ended")}</p>}
            <p className="agenda-connection" role="status" data-live-connection=""></p>
          </div>
          <PresentModeButton />
        </header>
        <div className="agenda-body">
          <ClubGuidelines guidelines={guidelines} />
          {agenda ? (
            <AgendaBody
              agenda={agenda.fields}
              extras={hasExtras(agenda) ? <AgendaExtrasContent extras={agenda.extras} /> : null}
            />
          ) : (
            <p className="notice notice-info">{words.t("agenda.notWritten")}</p>
          )}
        </div>
        <JsonScript id={PRESENT_DATA_ID} value={present} />
      </main>
    </WrittenInContext>
  );
}
