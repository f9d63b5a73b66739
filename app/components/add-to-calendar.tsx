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
  const feed = webcalLink(publicLink(publicUrl, CALENDAR_FEED_PATH));
  const google = googleCalendarLink({
    title: meetingTitle(meeting),
    start: meeting.start,
    end: meeting.end,
    location: publicLocation(meeting),
    details: `Agenda: ${publicLink(publicUrl, agendaPath(meeting.id))}`,
    timeZone: club.timeZone,
  });
  return (
    <details className="add-to-calendar">
      <summary className="button button-ghost" aria-describedby={labelledBy}>
        Add to calendar
      </summary>
      <ul className="add-to-calendar-options">
        <li>
          <a href={meetingCalendarPath(meeting.id)} download>
            Download this meeting (.ics)
          </a>
        </li>
        <li>
          <a href={feed}>Subscribe to every meeting</a>
        </li>
        <li>
          <a href={google}>Add to Google Calendar</a>
        </li>
      </ul>
    </details>
  );
}
