import { Link } from "react-router";
import type { ClubEvent } from "../../lib/collections/events.ts";
import { formatDateTime } from "../../lib/club-time/index.ts";
import "./card-list.css";

interface EventCardProps {
  event: ClubEvent;
  /** The club's time zone, in which the times are shown. */
  timeZone: string;
}

/** One event in the admin lists: title, times and an Edit link, laid out as meetings are. */
export function EventCard({ event, timeZone }: EventCardProps) {
  const title = event.title.trim() || "No Title";
  return (
    <li className="admin-meeting-card">
      <h3 className="admin-meeting-card-title">{title}</h3>
      <dl className="admin-meeting-card-times">
        <div>
          <dt>Start</dt>
          <dd>
            <time dateTime={event.time}>{formatDateTime(event.time, timeZone)}</time>
          </dd>
        </div>
        <div>
          <dt>End</dt>
          <dd>
            <time dateTime={event.end}>{formatDateTime(event.end, timeZone)}</time>
          </dd>
        </div>
      </dl>
      <Link
        to={`/admin/events/${event.id}`}
        className="button button-ghost admin-meeting-card-edit"
      >
        Edit<span className="visually-hidden"> {title}</span>
      </Link>
    </li>
  );
}
