import { useWords } from "../lib/words.tsx";
import { endedFrom, formatCardDate, formatEventTimes } from "../lib/club-time/index.ts";
import type { ClubEvent } from "../lib/collections/events.ts";
import { publicLocation } from "../lib/meeting-location.ts";
import { eventTitle } from "../lib/meeting-title.ts";
import { THUMBNAIL_SIDE, flyerThumbnailSrc, flyerThumbnailSrcSet } from "../lib/flyer-images.ts";
import { eventPath } from "../lib/public-links.ts";
import { usePublicSettings } from "../lib/use-public-settings.ts";
import { useHasEnded } from "../lib/use-now.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { RelativeTime } from "./relative-time.tsx";

interface EventCardProps {
  event: ClubEvent;
  timeZone: string;
  /** When the server rendered the page (ISO), so the first render in the browser matches. */
  serverNow: string;
}

/**
 * One club event on a listing: its flyer's thumbnail, its title, date, how far away it is, where,
 * and its page.
 */
export function EventCard({ event, timeZone, serverNow }: EventCardProps) {
  const hasEnded = useHasEnded(event.end, serverNow);
  const words = useWords();
  const location = publicLocation(event, words);
  const headingId = `event-${event.id}`;
  return (
    <article
      className={hasEnded ? "card event-card is-ended" : "card event-card"}
      aria-labelledby={headingId}
      // The page script reads the page again when the event ends (app/page-script/changes-at.ts).
      data-changes-at={hasEnded ? undefined : endedFrom(event.end).toISOString()}
    >
      {event.flyer_file_id && <FlyerThumbnail fileId={event.flyer_file_id} />}
      <h3 id={headingId} className="card-title">
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
          // Its end too, when it ends at another time or on another day (as its page says).
          formatEventTimes(event.time, event.end, timeZone, words.intlTag)
        )}
      </p>
      {location && (
        <p className="card-location">
          <span className="visually-hidden">{words.t("event.placeLabel")} </span>
          {location}
        </p>
      )}
      <div className="card-actions">
        <a
          className="button button-secondary"
          href={words.path(eventPath(event.id))}
          aria-describedby={headingId}
        >
          {words.t("event.details")}
        </a>
        {!hasEnded && <AddToCalendar event={event} labelledBy={headingId} />}
      </div>
    </article>
  );
}

/**
 * A small square of the event's flyer: decorative (the event's page shows it with its alt text),
 * lazy, as the cards are mostly below the first screen.
 */
function FlyerThumbnail({ fileId }: { fileId: string }) {
  const { appwrite } = usePublicSettings();
  return (
    <picture className="card-thumbnail">
      <source type="image/avif" srcSet={flyerThumbnailSrcSet(appwrite, fileId, "avif")} />
      <img
        src={flyerThumbnailSrc(appwrite, fileId)}
        srcSet={flyerThumbnailSrcSet(appwrite, fileId, "jpg")}
        alt=""
        width={THUMBNAIL_SIDE}
        height={THUMBNAIL_SIDE}
        loading="lazy"
      />
    </picture>
  );
}
