import { useWords } from "../lib/words.tsx";
import { googleCalendarLink } from "../lib/calendar/google-calendar-link.ts";
import type { Meeting } from "../lib/collections/meetings.ts";
import { publicLocation } from "../lib/meeting-location.ts";
import { meetingTitle } from "../lib/meeting-title.ts";
import {
  agendaPath,
  CALENDAR_FEED_PATH,
  meetingCalendarPath,
  publicLink,
  webcalLink,
} from "../lib/public-links.ts";
import { usePublicSettings } from "../lib/use-public-settings.ts";

interface AddToCalendarProps {
  meeting: Meeting;
  /** Names the control for screen readers when several are on one page (the meeting cards). */
  labelledBy?: string;
}

/**
 * "Add to calendar": this meeting as a file, every meeting as a subscription, or Google
 * Calendar's form. A disclosure of plain links, so it works before (and without) JavaScript.
 */
export function AddToCalendar({ meeting, labelledBy }: AddToCalendarProps) {
  const { publicUrl, club } = usePublicSettings();
  const words = useWords();
  const feed = webcalLink(publicLink(publicUrl, words.path(CALENDAR_FEED_PATH)));
  const google = googleCalendarLink({
    title: meetingTitle(meeting, words),
    start: meeting.start,
    end: meeting.end,
    location: publicLocation(meeting, words),
    details: words.t("calendar.agendaLink", {
      link: publicLink(publicUrl, words.path(agendaPath(meeting.id))),
    }),
    timeZone: club.timeZone,
  });
  return (
    <details className="add-to-calendar">
      <summary className="button button-ghost" aria-describedby={labelledBy}>
        {words.t("calendar.add")}
      </summary>
      <ul className="add-to-calendar-options">
        <li>
          <a href={words.path(meetingCalendarPath(meeting.id))} download>
            {words.t("calendar.download")}
          </a>
        </li>
        <li>
          <a href={feed}>{words.t("calendar.subscribe")}</a>
        </li>
        <li>
          <a href={google}>{words.t("calendar.google")}</a>
        </li>
      </ul>
    </details>
  );
}
