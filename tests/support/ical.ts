import ICAL from "ical.js";

// Calendar files read as a calendar app reads them: with Mozilla's ical.js, which rejects what is
// not iCalendar, and with each VTIMEZONE registered so times resolve through the file's own rules.

export interface ParsedCalendar {
  calendar: ICAL.Component;
  /** The VEVENTs, by UID. */
  events: Map<string, ICAL.Event>;
}

/** Parses `text` as one VCALENDAR; throws when it is not valid iCalendar. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== "vcalendar") throw new Error(`Not a VCALENDAR but ${calendar.name}`);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
  return { calendar, events: new Map(events.map((event) => [event.uid, event])) };
}

/** The text of property `name` of `component`, or null when it has none. */
export function propertyText(component: ICAL.Component, name: string): string | null {
  const value: unknown = component.getFirstPropertyValue(name);
  return value === null ? null : String(value);
}

/** The VEVENT of `uid` in `parsed`; throws, naming the UIDs there are, when it is missing. */
export function eventOf(parsed: ParsedCalendar, uid: string): ICAL.Event {
  const event = parsed.events.get(uid);
  if (event === undefined) {
    throw new Error(`No VEVENT ${uid}; the calendar has ${[...parsed.events.keys()].join(", ")}`);
  }
  return event;
}
