import { Link } from "react-router";
import type { Meeting } from "../../lib/collections/meetings.ts";
import { formatDateTime } from "../../lib/club-time/index.ts";
import "./card-list.css";

interface MeetingCardProps {
  meeting: Meeting;
  /** The club's time zone, in which the times are shown. */
  timeZone: string;
}

/** One meeting in the admin lists: title, times, status and an Edit link. */
export function MeetingCard({ meeting, timeZone }: MeetingCardProps) {
  const title = meeting.title.trim() || "No Title";
  return (
    <li className={meeting.canceled ? "admin-meeting-card is-canceled" : "admin-meeting-card"}>
      <div className="admin-meeting-card-top">
        <h3 className="admin-meeting-card-title">{title}</h3>
        <span className={meeting.canceled ? "badge badge-canceled" : "badge admin-badge-active"}>
          {meeting.canceled ? "Canceled" : "Active"}
        </span>
      </div>
      <dl className="admin-meeting-card-times">
        <div>
          <dt>Start</dt>
          <dd>
            <time dateTime={meeting.start}>{formatDateTime(meeting.start, timeZone)}</time>
          </dd>
        </div>
        <div>
          <dt>End</dt>
          <dd>
            <time dateTime={meeting.end}>{formatDateTime(meeting.end, timeZone)}</time>
          </dd>
        </div>
        {meeting.location.trim() !== "" && (
          <div>
            <dt>Location</dt>
            <dd>{meeting.location}</dd>
          </div>
        )}
      </dl>
      <Link to={`/admin/${meeting.id}`} className="button button-ghost admin-meeting-card-edit">
        Edit<span className="visually-hidden"> {title}</span>
      </Link>
    </li>
  );
}
