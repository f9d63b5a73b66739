import { googleCalendarLink } from "../lib/calendar/google-calendar-link.ts";
import type { ClubEvent } from "../lib/collections/events.ts";
import type { Meeting } from "../lib/collections/meetings.ts";
import { publicLocation } from "../lib/meeting-location.ts";
import { eventTitle, meetingTitle } from "../lib/meeting-title.ts";
import {
  agendaPath,
  CALENDAR_FEED_PATH,
  calendarFilePath,
  eventPath,
  publicLink,
  webcalLink,
} from "../lib/public-links.ts";
import { usePublicSettings } from "../lib/use-public-settings.ts";

type AddToCalendarProps = {
  /** Names the control for screen readers when several are on one page (the cards). */
  labelledBy?: string;
} & ({ meeting: Meeting } | { event: ClubEvent });

/** What the menu says and links to, for a meeting or a club event. */
function calendarItem(props: AddToCalendarProps) {
  if ("meeting" in props) {
    const { meeting } = props;
    return {
      id: meeting.id,
      title: meetingTitle(meeting),
      start: meeting.start,
      end: meeting.end,
      location: publicLocation(meeting),
      download: "Download this meeting (.ics)",
      subscribe: "Subscribe to every meeting",
      details: (publicUrl: string) => `Agenda: ${publicLink(publicUrl, agendaPath(meeting.id))}`,
    };
  }
  const { event } = props;
  return {
    id: event.id,
    title: eventTitle(event),
    start: event.time,
    end: event.end,
    location: publicLocation(event),
    download: "Download this event (.ics)",
    subscribe: "Subscribe to every meeting and event",
    details: (publicUrl: string) => `More: ${publicLink(publicUrl, eventPath(event.id))}`,
  };
}

/**
 * "Add to calendar": this meeting or event as a file, everything as a subscription, or Google
 * Calendar's form. A disclosure of plain links, so it works before (and without) JavaScript.
 */
export function AddToCalendar(props: AddToCalendarProps) {
  const { publicUrl, club } = usePublicSettings();
  const item = calendarItem(props);
  const feed = webcalLink(publicLink(publicUrl, CALENDAR_FEED_PATH));
  const google = googleCalendarLink({
    title: item.title,
    start: item.start,
    end: item.end,
    location: item.location,
    details: item.details(publicUrl),
    timeZone: club.timeZone,
  });
  return (
    <details className="add-to-calendar">
      <summary className="button button-ghost" aria-describedby={props.labelledBy}>
        Add to calendar
      </summary>
      <ul className="add-to-calendar-options">
        <li>
          <a href={calendarFilePath(item.id)} download>
            {item.download}
          </a>
        </li>
        <li>
          <a href={feed}>{item.subscribe}</a>
        </li>
        <li>
          <a href={google}>Add to Google Calendar</a>
        </li>
      </ul>
    </details>
  );
}
