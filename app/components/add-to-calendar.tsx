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
import { useWords, type Words } from "../lib/words.tsx";

type AddToCalendarProps = {
  /** Names the control for screen readers when several are on one page (the cards). */
  labelledBy?: string;
} & ({ meeting: Meeting } | { event: ClubEvent });

/** What the menu says and links to, for a meeting or a club event. */
function calendarItem(props: AddToCalendarProps, words: Words) {
  if ("meeting" in props) {
    const { meeting } = props;
    return {
      id: meeting.id,
      title: meetingTitle(meeting, words),
      start: meeting.start,
      end: meeting.end,
      location: publicLocation(meeting, words),
      download: words.t("calendar.download"),
      subscribe: words.t("calendar.subscribe"),
      details: (publicUrl: string) =>
        words.t("calendar.agendaLink", {
          link: publicLink(publicUrl, words.path(agendaPath(meeting.id))),
        }),
    };
  }
  const { event } = props;
  return {
    id: event.id,
    title: eventTitle(event, words),
    start: event.time,
    end: event.end,
    location: publicLocation(event, words),
    download: words.t("calendar.downloadEvent"),
    subscribe: words.t("calendar.subscribeAll"),
    details: (publicUrl: string) =>
      words.t("calendar.moreLink", {
        link: publicLink(publicUrl, words.path(eventPath(event.id))),
      }),
  };
}

/**
 * "Add to calendar": this meeting or event as a file, everything as a subscription, or Google
 * Calendar's form. A disclosure of plain links, so it works before (and without) JavaScript.
 */
export function AddToCalendar(props: AddToCalendarProps) {
  const { publicUrl, club } = usePublicSettings();
  const words = useWords();
  const item = calendarItem(props, words);
  const feed = webcalLink(publicLink(publicUrl, words.path(CALENDAR_FEED_PATH)));
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
        {words.t("calendar.add")}
      </summary>
      <ul className="add-to-calendar-options">
        <li>
          <a href={words.path(calendarFilePath(item.id))} download>
            {item.download}
          </a>
        </li>
        <li>
          <a href={feed}>{item.subscribe}</a>
        </li>
        <li>
          <a href={google}>{words.t("calendar.google")}</a>
        </li>
      </ul>
    </details>
  );
}
