import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ID } from "../../../app/lib/collections/database.ts";
import { deleteMeeting, MEETINGS } from "../../../app/lib/collections/meetings.ts";
import { eventOf, parseCalendar, propertyText } from "../../support/ical.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin, type TestAccount } from "../../support/users.ts";

// The calendar files as a calendar app fetches them, parsed with ical.js. The backend's clock can
// be moved on, so an edit lands whole seconds after the creation without the test waiting.

const PUBLIC_URL = "https://pride.example.org";
const HOST = "pride.example.org";
const ZONE = "America/Chicago";

let server: TestServer;
let organiser: SdkUser & TestAccount;
let clockOffsetMs = 0;
let ids: Record<"upcoming" | "canceled" | "lastWeek" | "longAgo" | "dance", string>;
// On the minute, as an organiser enters it: iCalendar times stop at the second.
const upcomingStart = new Date(Math.floor(Date.parse(daysFromNow(3)) / 60_000) * 60_000);

beforeAll(async () => {
  server = await startTestServer({
    withSite: true,
    publicUrl: PUBLIC_URL,
    clubTimeZone: ZONE,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  organiser = await signedInAdmin(server);
  const upcoming = await seedMeeting(organiser, {
    title: "Pride Week Planning",
    location: "Room 214",
    start: upcomingStart.toISOString(),
    end: daysFromNow(3, 1),
    agenda: { agenda_preview: "Snacks, then posters." },
  });
  const canceled = await seedMeeting(organiser, {
    title: "Snow Day Social",
    start: daysFromNow(5),
    end: daysFromNow(5, 1),
    canceled: true,
  });
  const lastWeek = await seedMeeting(organiser, {
    start: daysFromNow(-10),
    end: daysFromNow(-10, 1),
    agenda: null,
  });
  const longAgo = await seedMeeting(organiser, {
    start: daysFromNow(-40),
    end: daysFromNow(-40, 1),
  });
  const dance = await seedEvent(organiser, {
    title: "Spring Dance",
    time: daysFromNow(20),
    end: daysFromNow(20, 3),
  });
  ids = { upcoming, canceled, lastWeek, longAgo, dance };
});

afterAll(() => server?.stop());

async function fetchCalendar(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const text = await response.text();
  return { response, text, parsed: () => parseCalendar(text) };
}

describe("/calendar.ics, the subscribable calendar", () => {
  it("holds the meetings and events from thirty days ago on, canceled ones included", async () => {
    const { response, parsed } = await fetchCalendar("/calendar.ics");

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect([...parsed().events.keys()].sort()).toEqual(
      [
        `meeting-${ids.upcoming}@${HOST}`,
        `meeting-${ids.canceled}@${HOST}`,
        `meeting-${ids.lastWeek}@${HOST}`,
        `event-${ids.dance}@${HOST}`,
      ].sort(),
    );
  });

  it("a meeting has its time in the club's zone, place, preview and agenda link on PUBLIC_URL", async () => {
    const calendar = (await fetchCalendar("/calendar.ics")).parsed();
    const meeting = eventOf(calendar, `meeting-${ids.upcoming}@${HOST}`);
    const agendaUrl = `${PUBLIC_URL}/agenda/${ids.upcoming}`;

    expect(meeting.summary).toBe("Pride Week Planning");
    expect(meeting.location).toBe("Room 214");
    expect(meeting.description).toBe(`Snacks, then posters.\n\nAgenda: ${agendaUrl}`);
    expect(propertyText(meeting.component, "url")).toBe(agendaUrl);
    expect(meeting.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(ZONE);
    expect(meeting.startDate.toJSDate()).toEqual(upcomingStart);
    expect(propertyText(calendar.calendar, "x-wr-calname")).toBe(server.club.club.name);
  });

  it("a canceled meeting is kept with STATUS:CANCELLED", async () => {
    const calendar = (await fetchCalendar("/calendar.ics")).parsed();
    const meeting = eventOf(calendar, `meeting-${ids.canceled}@${HOST}`);

    expect(propertyText(meeting.component, "status")).toBe("CANCELLED");
    expect(meeting.summary).toBe("Canceled: Snow Day Social");
  });

  it("names no organiser and carries no permission roles", async () => {
    const { text } = await fetchCalendar("/calendar.ics");

    expect(text).not.toContain("Test Organiser");
    expect(text).not.toContain(organiser.email);
    expect(text).not.toMatch(/user:|label:/);
  });

  it("an organiser's edit raises SEQUENCE and LAST-MODIFIED and shows the new title", async () => {
    const uid = `meeting-${ids.lastWeek}@${HOST}`;
    const before = eventOf((await fetchCalendar("/calendar.ics")).parsed(), uid);

    clockOffsetMs += 120_000;
    await organiser.databases.updateDocument({
      databaseId: DATABASE_ID,
      collectionId: MEETINGS,
      documentId: ids.lastWeek,
      data: { title: "Movie Night (moved)" },
    });
    const after = eventOf((await fetchCalendar("/calendar.ics")).parsed(), uid);

    expect(after.summary).toBe("Movie Night (moved)");
    expect(after.sequence).toBeGreaterThanOrEqual(before.sequence + 120);
    expect(String(after.component.getFirstPropertyValue("last-modified"))).not.toBe(
      String(before.component.getFirstPropertyValue("last-modified")),
    );
  });

  it("a deleted meeting disappears from the calendar", async () => {
    const id = await seedMeeting(organiser, { start: daysFromNow(8), end: daysFromNow(8, 1) });
    const uid = `meeting-${id}@${HOST}`;
    expect((await fetchCalendar("/calendar.ics")).parsed().events.has(uid)).toBe(true);

    await deleteMeeting(organiser.databases, id);

    expect((await fetchCalendar("/calendar.ics")).parsed().events.has(uid)).toBe(false);
  });

  it("?alarm=30 adds a reminder 30 minutes before each meeting that takes place", async () => {
    const calendar = (await fetchCalendar("/calendar.ics?alarm=30")).parsed();
    const triggers = (uid: string) =>
      eventOf(calendar, uid)
        .component.getAllSubcomponents("valarm")
        .map((alarm) => propertyText(alarm, "trigger"));

    expect(triggers(`meeting-${ids.upcoming}@${HOST}`)).toEqual(["-PT30M"]);
    expect(triggers(`meeting-${ids.canceled}@${HOST}`)).toEqual([]);
  });

  it.each(["7", "abc", "-15", ""])(
    "?alarm=%s answers 400 with the reminder times it allows",
    async (value) => {
      const { response, text } = await fetchCalendar(`/calendar.ics?alarm=${value}`);

      expect(response.status).toBe(400);
      expect(text).toContain("5, 10, 15, 30, 60, 120, 1440");
    },
  );
});

describe("/calendar/{meeting id}.ics, one meeting as a file", () => {
  it("is a download holding that meeting alone, under the feed's UID", async () => {
    const { response, parsed } = await fetchCalendar(`/calendar/${ids.upcoming}.ics`);

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${ids.upcoming}.ics"`,
    );
    expect([...parsed().events.keys()]).toEqual([`meeting-${ids.upcoming}@${HOST}`]);
  });

  it.each([
    { name: "an unknown meeting", path: "/calendar/no-such-meeting.ics" },
    { name: "an id Appwrite could never give", path: "/calendar/..%2Fx.ics" },
    { name: "a name without .ics", path: `/calendar/abc` },
    { name: "a header-breaking name", path: "/calendar/a%0d%0aX-Evil:%201.ics" },
  ])("$name answers 404", async ({ path }) => {
    const { response } = await fetchCalendar(path);

    expect(response.status).toBe(404);
  });
});
