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
import { pageMeta } from "../lib/page-meta.ts";
import { clipSummary } from "../lib/page-summary.ts";
import { getRoomScreen, type RoomScreen } from "../lib/collections/room-screens.ts";
import { agendaPath, askPath } from "../lib/public-links.ts";
import { meetingEvent } from "../lib/structured-data.ts";
import { renderMarkdownHtml } from "../lib/markdown-html.server.tsx";
import { PRESENT_DATA_ID, type PresentData } from "../lib/present/present-data.ts";
import { useHasEnded } from "../lib/use-now.ts";

type AgendaPage =
  | {
      state: "found";
      meeting: Meeting;
      agenda: AgendaTexts | null;
      room: RoomScreen;
      timeZone: string;
      now: string;
      clubName: string;
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
export async function loader({ params, context }: Route.LoaderArgs) {
  const now = context.now();
  const databases = serverDatabases(context);
  try {
    const id = params.id ?? (await findCurrentMeetingId(databases, now));
    if (id === null) return page({ state: "no-meeting-scheduled" });
    const [found, room] = await Promise.all([
      getMeetingWithAgenda(databases, id),
      getRoomScreen(databases, id),
    ]);
    if (found === null) return page({ state: "meeting-not-found" }, 404);
    // /agenda stands for this meeting until it ends (findCurrentMeetingId).
    if (!params.id) context.pageFreshness?.changesAt(endedFrom(found.meeting.end));
    return page({
      state: "found",
      meeting: found.meeting,
      agenda: found.agenda && renderAgenda(found.agenda),
      room,
      timeZone: context.club.club.timeZone,
      now: now.toISOString(),
      clubName: context.club.club.name,
      askUrl: `${context.publicUrl}${askPath(found.meeting.id)}`,
    });
  } catch (error) {
    console.error("Error loading the agenda:", error);
    return page({ state: "unavailable" }, 503);
  }
}

/** An agenda's texts with everything_else already rendered (the page gets no Markdown code). */
function renderAgenda({ everything_else, ...fields }: Agenda): AgendaTexts {
  return {
    fields,
    extras: {
      html: everything_else.trim() ? renderMarkdownHtml(everything_else, { nested: true }) : "",
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData.state === "found") {
    const { meeting, agenda, timeZone } = loaderData;
    const description = agendaDescription(meeting, agenda?.fields.agenda_preview ?? "", timeZone);
    return pageMeta(matches, {
      title: `${meetingTitle(meeting)} | Agenda`,
      description,
      path: agendaPath(meeting.id),
      structuredData: (settings) => meetingEvent(meeting, description, settings),
    });
  }
  if (loaderData.state === "meeting-not-found") return [{ title: "Meeting not found | Agenda" }];
  return [{ title: "Agenda" }];
}

/** The agenda's preview line, or when and where the meeting is; canceled ones say so first. */
function agendaDescription(meeting: Meeting, preview: string, timeZone: string): string {
  const location = publicLocation(meeting);
  const when = `${formatLongDate(meeting.start, timeZone)}, ${formatTimeRange(meeting.start, meeting.end, timeZone)}`;
  const summary = clipSummary(preview) || (location ? `${when}, ${location}` : when);
  return meeting.canceled ? `Canceled. ${summary}` : summary;
}

export default function AgendaScreen({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "found":
      return <MeetingAgenda key={loaderData.meeting.id} {...loaderData} />;
    case "meeting-not-found":
      return (
        <StatusPage title="Meeting not found">
          We couldn't find that meeting. It may have been moved or deleted. Upcoming meetings are
          listed on the <a href="/">home page</a>.
        </StatusPage>
      );
    case "no-meeting-scheduled":
      return (
        <StatusPage title="No meeting scheduled">
          There's no club meeting on the calendar right now. Check the <a href="/">home page</a> for
          upcoming meetings and events, or read our <a href="/guidelines">club guidelines</a>.
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title="Agenda">
          We couldn't load this agenda just now. Please try again in a little while.
        </StatusPage>
      );
  }
}

interface MeetingAgendaProps {
  meeting: Meeting;
  agenda: AgendaTexts | null;
  room: RoomScreen;
  timeZone: string;
  now: string;
  clubName: string;
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
  room,
  timeZone,
  now,
  clubName,
  askUrl,
}: MeetingAgendaProps) {
  const hasEnded = useHasEnded(meeting.end, now);
  const place = publicLocation(meeting);
  const present: PresentData = { meeting, agenda, room, timeZone, askUrl, clubName };
  return (
    <main
      id="main"
      className="agenda-page"
      data-meeting-id={meeting.id}
      data-changes-at={hasEnded ? undefined : endedFrom(meeting.end).toISOString()}
    >
      <header className="agenda-header">
        <div className="agenda-heading">
          <h1>{meetingTitle(meeting)}</h1>
          <p className="agenda-when">
            <time dateTime={meeting.start}>{formatLongDate(meeting.start, timeZone)}</time>
            <span className="agenda-time">
              {formatTimeRange(meeting.start, meeting.end, timeZone)}
            </span>
            {place && <span className="agenda-location">{place}</span>}
          </p>
          {meeting.accessibility_notes && (
            <p className="agenda-access">{`Accessibility: ${meeting.accessibility_notes}`}</p>
          )}
          <p className="notice notice-canceled" role="status" hidden data-meeting-deleted="">
            This meeting was just deleted. Upcoming meetings are on the <a href="/">home page</a>.
          </p>
          {!hasEnded && !meeting.canceled && <AddToCalendar meeting={meeting} />}
          {meeting.canceled && (
            <p className="notice notice-canceled">This meeting has been canceled.</p>
          )}
          {hasEnded && <p className="notice notice-ended">This meeting has ended.</p>}
          <p className="agenda-connection" role="status" data-live-connection=""></p>
        </div>
        <PresentModeButton />
      </header>
      <div className="agenda-body">
        <ClubGuidelines />
        {agenda ? (
          <AgendaBody
            agenda={agenda.fields}
            extras={hasExtras(agenda) ? <AgendaExtrasContent extras={agenda.extras} /> : null}
          />
        ) : (
          <p className="notice notice-info">The agenda for this meeting hasn't been written yet.</p>
        )}
      </div>
      <JsonScript id={PRESENT_DATA_ID} value={present} />
    </main>
  );
}
