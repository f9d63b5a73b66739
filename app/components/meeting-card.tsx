import { useWords } from "../lib/words.tsx";
import { endedFrom, formatCardDate, formatTimeRange } from "../lib/club-time/index.ts";
import type { Meeting } from "../lib/collections/meetings.ts";
import { publicLocation } from "../lib/meeting-location.ts";
import { meetingTitle } from "../lib/meeting-title.ts";
import { writtenIn } from "../lib/written-in.tsx";
import { agendaPath } from "../lib/public-links.ts";
import { useHasEnded } from "../lib/use-now.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { RelativeTime } from "./relative-time.tsx";

interface MeetingCardProps {
  meeting: Meeting;
  timeZone: string;
  /** When the server rendered the page (ISO), so the first render in the browser matches. */
  serverNow: string;
}

/** One meeting on the landing page: when and where, whether it is over or canceled, and its agenda. */
export function MeetingCard({ meeting, timeZone, serverNow }: MeetingCardProps) {
  const hasEnded = useHasEnded(meeting.end, serverNow);
  const words = useWords();
  const title = meetingTitle(meeting, words);
  const location = publicLocation(meeting, words);
  const classNames = ["card", "meeting-card"];
  if (hasEnded) classNames.push("is-ended");
  if (meeting.canceled) classNames.push("is-canceled");
  return (
    <article
      className={classNames.join(" ")}
      aria-labelledby={`meeting-${meeting.id}`}
      // The page script reads the page again when the meeting ends (app/page-script/changes-at.ts).
      data-changes-at={hasEnded ? undefined : endedFrom(meeting.end).toISOString()}
    >
      <header className="card-header">
        <h3
          id={`meeting-${meeting.id}`}
          className="card-title"
          lang={meeting.title.trim() ? writtenIn(meeting.language, words.locale) : undefined}
        >
          {title}
        </h3>
        {meeting.canceled && <p className="badge badge-canceled">{words.t("meeting.canceled")}</p>}
      </header>
      <p className="card-when">
        <time dateTime={meeting.start} className="card-date">
          {formatCardDate(meeting.start, timeZone, words.intlTag)}
        </time>
        <span className="card-relative">
          <RelativeTime iso={meeting.start} serverNow={serverNow} />
        </span>
      </p>
      <p className="card-time">
        {hasEnded ? (
          <span className="badge badge-ended">{words.t("meeting.ended")}</span>
        ) : (
          formatTimeRange(meeting.start, meeting.end, timeZone, words.intlTag)
        )}
      </p>
      {location && (
        <p className="card-location">
          <span className="visually-hidden">{words.t("meeting.locationLabel")} </span>
          {location}
        </p>
      )}
      <div className="card-actions">
        <a
          className="button button-secondary"
          href={words.path(agendaPath(meeting.id))}
          aria-describedby={`meeting-${meeting.id}`}
        >
          {words.t("meeting.openAgenda")}
        </a>
        {!hasEnded && !meeting.canceled && (
          <AddToCalendar meeting={meeting} labelledBy={`meeting-${meeting.id}`} />
        )}
      </div>
    </article>
  );
}
