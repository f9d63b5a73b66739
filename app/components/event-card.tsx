import { useWords } from "../lib/words.tsx";
import { endedFrom, formatCardDate, formatTime } from "../lib/club-time/index.ts";
import type { ClubEvent } from "../lib/collections/events.ts";
import { eventTitle } from "../lib/meeting-title.ts";
import { useHasEnded } from "../lib/use-now.ts";
import { RelativeTime } from "./relative-time.tsx";

interface EventCardProps {
  event: ClubEvent;
  timeZone: string;
  /** When the server rendered the page (ISO), so the first render in the browser matches. */
  serverNow: string;
}

/** One club event on the landing page: its title, date and how far away it is. */
export function EventCard({ event, timeZone, serverNow }: EventCardProps) {
  const hasEnded = useHasEnded(event.end, serverNow);
  const words = useWords();
  return (
    <article
      className={hasEnded ? "card event-card is-ended" : "card event-card"}
      aria-labelledby={`event-${event.id}`}
      // The page script reads the page again when the event ends (app/page-script/changes-at.ts).
      data-changes-at={hasEnded ? undefined : endedFrom(event.end).toISOString()}
    >
      <h3 id={`event-${event.id}`} className="card-title">
        {eventTitle(event, words)}
      </h3>
      <p className="card-when">
        <time dateTime={event.time} className="card-date">
          {formatCardDate(event.time, timeZone, words.intlTag)}
        </time>
        <span className="card-relative">
          <RelativeTime iso={event.time} serverNow={serverNow} />
        </span>
      </p>
      <p className="card-time">
        {hasEnded ? (
          <span className="badge badge-ended">{words.t("meeting.ended")}</span>
        ) : (
          formatTime(event.time, timeZone, words.intlTag)
        )}
      </p>
    </article>
  );
}
