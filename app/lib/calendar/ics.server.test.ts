import { describe, expect, it } from "vitest";
import { calendarEntry } from "../../../tests/support/calendar-entries.ts";
import { eventOf, parseCalendar, propertyText } from "../../../tests/support/ical.ts";
import { renderCalendar } from "./ics.server.ts";

const ZONE = "America/Chicago";

const entry = calendarEntry;

const options = { name: "Maple Ridge Pride Club", timeZone: ZONE, alarmMinutes: null };

describe("renderCalendar", () => {
  it("an empty club still gets a valid calendar with its name, colour, refresh hint and no events", () => {
    const { calendar, events } = parseCalendar(renderCalendar([], options));

    expect(events.size).toBe(0);
    expect(propertyText(calendar, "version")).toBe("2.0");
    expect(propertyText(calendar, "x-wr-calname")).toBe("Maple Ridge Pride Club");
    expect(propertyText(calendar, "refresh-interval")).toBe("PT1H");
    expect(propertyText(calendar, "x-published-ttl")).toBe("PT1H");
    expect(propertyText(calendar, "color")).toBe("purple");
  });

  it("times are the club's wall clock whatever the server's own zone, in UTC where the zone has no VTIMEZONE", () => {
    const serverZone = process.env.TZ;
    try {
      process.env.TZ = "Pacific/Auckland";
      const text = renderCalendar([entry({})], options);
      expect(text).toContain("DTSTART;TZID=America/Chicago:20270309T153000\r\n");
      expect(text).toContain("DTEND;TZID=America/Chicago:20270309T163000\r\n");
      const utc = renderCalendar([entry({})], { ...options, timeZone: "Not/AZone" });
      expect(utc).toContain("DTSTART:20270309T213000Z\r\n");
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it("a meeting carries its UID, times in the club's zone, place, link, text and revision", () => {
    const parsed = parseCalendar(renderCalendar([entry({})], options));
    const event = eventOf(parsed, "meeting-a@pride.example.org");

    expect(event.summary).toBe("Pride Week Planning");
    expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(ZONE);
    expect(event.startDate.toString()).toBe("2027-03-09T15:30:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-09T21:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-09T22:30:00.000Z");
    expect(event.location).toBe("Room 214");
    expect(event.description).toBe(entry({}).description);
    expect(event.sequence).toBe(86400);
    expect(propertyText(event.component, "url")).toBe("https://pride.example.org/agenda/a");
    expect(propertyText(event.component, "status")).toBe("CONFIRMED");
    expect(propertyText(event.component, "last-modified")).toBe("2026-11-02T12:00:00Z");
    expect(propertyText(event.component, "dtstamp")).toBe("2026-11-02T12:00:00Z");
    expect(parsed.calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      ZONE,
    );
  });

  it("meetings either side of the spring daylight-saving change keep their 3:30 pm local time", () => {
    const text = renderCalendar(
      [
        entry({ uid: "before", start: "2027-03-09T21:30:00Z", end: "2027-03-09T22:30:00Z" }),
        entry({ uid: "after", start: "2027-03-16T20:30:00Z", end: "2027-03-16T21:30:00Z" }),
      ],
      options,
    );
    const parsed = parseCalendar(text);

    for (const [uid, utc] of [
      ["before", "2027-03-09T21:30:00.000Z"],
      ["after", "2027-03-16T20:30:00.000Z"],
    ] as const) {
      const start = eventOf(parsed, uid).startDate;
      expect(start.toString().slice(11)).toBe("15:30:00");
      expect(start.toJSDate().toISOString()).toBe(utc);
    }
  });

  it("a club whose zone is an alias (UTC) gets events whose TZID names the VTIMEZONE it carries", () => {
    const text = renderCalendar([entry({})], { ...options, timeZone: "UTC" });
    const parsed = parseCalendar(text);
    const event = eventOf(parsed, "meeting-a@pride.example.org");
    const zones = parsed.calendar
      .getAllSubcomponents("vtimezone")
      .map((zone) => zone.getFirstPropertyValue("tzid"));

    expect(zones).toEqual([event.component.getFirstProperty("dtstart")?.getParameter("tzid")]);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-09T21:30:00.000Z");
  });

  it("a canceled meeting stays in the calendar as CANCELLED, named so, without a reminder", () => {
    const text = renderCalendar([entry({ canceled: true })], { ...options, alarmMinutes: 15 });
    const event = eventOf(parseCalendar(text), "meeting-a@pride.example.org");

    expect(propertyText(event.component, "status")).toBe("CANCELLED");
    expect(event.summary).toBe("Canceled: Pride Week Planning");
    expect(event.component.getAllSubcomponents("valarm")).toHaveLength(0);
  });

  it("with alarmMinutes each meeting gets one display reminder that many minutes before", () => {
    const text = renderCalendar([entry({})], { ...options, alarmMinutes: 15 });
    const event = eventOf(parseCalendar(text), "meeting-a@pride.example.org");
    const alarms = event.component.getAllSubcomponents("valarm");

    expect(alarms.map((alarm) => propertyText(alarm, "action"))).toEqual(["DISPLAY"]);
    expect(alarms.map((alarm) => propertyText(alarm, "trigger"))).toEqual(["-PT15M"]);
  });

  it("a meeting without a place has no LOCATION", () => {
    const text = renderCalendar([entry({ location: null })], options);
    const event = eventOf(parseCalendar(text), "meeting-a@pride.example.org");

    expect(propertyText(event.component, "location")).toBeNull();
  });

  it.each([
    { name: "an empty calendar", entries: [] },
    { name: "a calendar of one meeting with a reminder", entries: [entry({})] },
  ])("$name ends with END:VCALENDAR and its CRLF, every line CRLF-ended", ({ entries }) => {
    const text = renderCalendar(entries, { ...options, alarmMinutes: 15 });

    expect(text.endsWith("\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").filter((line) => line.includes("\n") || line.includes("\r"))).toEqual(
      [],
    );
    expect(parseCalendar(text).calendar.name).toBe("vcalendar");
  });

  it("a line break in any text, the calendar's name included, adds no line and no event of its own", () => {
    const injected = "\r\nBEGIN:VEVENT\r\nUID:injected\r\nSUMMARY:Injected\r\nEND:VEVENT\r\n";
    const hostile = entry({
      title: `Night${injected}\u0000`,
      location: `Room${injected}`,
      description: `Snacks${injected}\u0007`,
      url: `https://pride.example.org/agenda/a${injected}`,
    });
    const text = renderCalendar([hostile], {
      ...options,
      name: `Maple Ridge${injected}\u2028Pride\u0000 Club`,
      alarmMinutes: 15,
    });
    const parsed = parseCalendar(text);
    const event = eventOf(parsed, "meeting-a@pride.example.org");

    expect([...parsed.events.keys()]).toEqual(["meeting-a@pride.example.org"]);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(propertyText(parsed.calendar, "x-wr-calname")).toBe(
      "Maple Ridge BEGIN:VEVENT UID:injected SUMMARY:Injected END:VEVENT Pride Club",
    );
    expect(event.summary).toBe(`Night${injected.replaceAll("\r\n", "\n")}`);
    expect(propertyText(event.component, "url")).toBe(
      "https://pride.example.org/agenda/aBEGIN:VEVENTUID:injectedSUMMARY:InjectedEND:VEVENT",
    );
  });
});
