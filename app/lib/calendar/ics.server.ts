import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";
import { requireInstant, toZonedIso } from "../club-time/index.ts";
import { asAddress, asOneLine, withoutControlCharacters } from "../control-characters.ts";
import type { CalendarEntry } from "./calendar-entry.ts";
import { vtimezoneOf } from "./vtimezone.server.ts";

// RFC 5545 text through ical-generator (decision 0038). Times are written on the club's wall
// clock with its TZID and VTIMEZONE, so a member abroad still sees a 3:30 pm meeting at the right
// hour, and one on the far side of a daylight-saving change keeps its local time.
// Every text is cleaned here, as it is written, whatever field it came from (decisions 0071,
// 0127): ical-generator escapes line breaks in an event's text, but writes the calendar's name
// as it stands, so a line break in the club's name would add lines (events) of its own.

/** How often subscribed calendars are asked to look again (Apple and Outlook honour it). */
const REFRESH_SECONDS = 60 * 60;
/** The calendar colour: the purple stripe of the Pride flag (RFC 7986 COLOR takes CSS names). */
const COLOR_NAME = "purple";
const COLOR_HEX = "#732982";

export interface CalendarOptions {
  /** The calendar's name in a member's list of calendars. */
  name: string;
  timeZone: string;
  /** Minutes before the start for a reminder, or null for none. */
  alarmMinutes: number | null;
}

/** An iCalendar (text/calendar) holding `entries`; valid and empty when there are none. */
export function renderCalendar(
  entries: readonly CalendarEntry[],
  options: CalendarOptions,
): string {
  const vtimezone = vtimezoneOf(options.timeZone);
  const calendar = ical({
    name: asOneLine(options.name),
    prodId: { company: "pride-club-site", product: "calendar" },
    // name null: no calendar-wide zone (which would write DTSTAMP without its "Z"); the generator
    // adds the VTIMEZONE of the events' zone.
    timezone: { name: null, generator: () => vtimezone?.text ?? null },
    ttl: REFRESH_SECONDS,
    color: COLOR_HEX,
    x: [["COLOR", COLOR_NAME]],
  });
  // On the club's wall clock with the TZID its VTIMEZONE declares, in UTC when there is none.
  // ical-generator writes a string without an offset as it stands, beside the event's TZID, and
  // a Date in UTC: neither depends on the server's own zone.
  const zoned = (iso: string): string | Date =>
    vtimezone ? toZonedIso(iso, options.timeZone).slice(0, 19) : requireInstant(iso);
  for (const entry of entries) {
    const title = withoutControlCharacters(entry.title);
    const event = calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      // A published feed has no METHOD, so DTSTAMP is when the event last changed (RFC 5545
      // 3.8.7.2): the same feed twice is the same text.
      stamp: new Date(entry.lastModified),
      created: new Date(entry.createdAt),
      lastModified: new Date(entry.lastModified),
      timezone: vtimezone?.tzid ?? null,
      start: zoned(entry.start),
      end: zoned(entry.end),
      // Outlook's way of naming a canceled meeting, for the apps that show STATUS:CANCELLED no
      // differently (or hide it, as Google Calendar does).
      summary: entry.canceled ? `Canceled: ${title}` : title,
      status: entry.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      location: entry.location === null ? null : withoutControlCharacters(entry.location),
      url: asAddress(entry.url),
      description: withoutControlCharacters(entry.description),
    });
    // No reminder for a meeting that will not take place.
    if (options.alarmMinutes !== null && !entry.canceled) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: options.alarmMinutes * 60,
        description: title,
      });
    }
  }
  // RFC 5545 3.4 ends the file with the CRLF of its last line, END:VCALENDAR; ical-generator
  // leaves it off, and strict readers then miss the calendar's last line.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
