import { Link } from "react-router";
import { formatDateTime } from "../../lib/club-time/index.ts";
import { useWords } from "../../lib/words.tsx";

interface ScheduleItemProps {
  title: string;
  start: string;
  end: string;
  /** The club's time zone, in which the times are shown. */
  timeZone: string;
  /** Where "Edit" leads. */
  editTo: string;
  /** Meetings show a location (when set) and an Active or Canceled badge; events neither. */
  location?: string;
  canceled?: boolean;
}

/** One meeting or event in the admin lists: title, times, and an Edit link. */
export function ScheduleItem(props: ScheduleItemProps) {
  const { start, end, timeZone, editTo, location = "", canceled } = props;
  const words = useWords();
  const title = props.title.trim() || words.t("admin.untitled");
  return (
    <li className={canceled ? "admin-meeting-card is-canceled" : "admin-meeting-card"}>
      <div className="admin-meeting-card-top">
        <h3 className="admin-meeting-card-title">{title}</h3>
        {canceled !== undefined && (
          <span className={canceled ? "badge badge-canceled" : "badge admin-badge-active"}>
            {words.t(canceled ? "admin.schedule.canceled" : "admin.schedule.active")}
          </span>
        )}
      </div>
      <dl className="admin-meeting-card-times">
        <div>
          <dt>{words.t("admin.schedule.start")}</dt>
          <dd>
            <time dateTime={start}>{formatDateTime(start, timeZone, words.intlTag)}</time>
          </dd>
        </div>
        <div>
          <dt>{words.t("admin.schedule.end")}</dt>
          <dd>
            <time dateTime={end}>{formatDateTime(end, timeZone, words.intlTag)}</time>
          </dd>
        </div>
        {location.trim() !== "" && (
          <div>
            <dt>{words.t("admin.schedule.location")}</dt>
            <dd>{location}</dd>
          </div>
        )}
      </dl>
      <Link to={editTo} className="button button-ghost admin-meeting-card-edit">
        {words.node("admin.schedule.edit", {
          title,
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        })}
      </Link>
    </li>
  );
}
