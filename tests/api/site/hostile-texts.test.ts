import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, expect, it } from "vitest";
import { currentSchoolYear } from "../../../app/lib/year-archive/school-year.ts";
import { parseCalendar, propertyText } from "../../support/ical.ts";
import type { SdkUser } from "../../support/sdk.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { adminFormOf } from "../../support/admin-forms.ts";
import { signedInAdmin, type TestAccount } from "../../support/users.ts";
import { parseWellFormedXml } from "../../support/xml.ts";

// Hostile texts in every field that reaches a calendar or a feed (decisions 0071, 0127): line
// breaks that would start lines of their own, an event written into the text, and control
// characters XML cannot carry. Appwrite stores them all; the files must still read whole, with
// no event nobody created.

const ZONE = "America/Chicago";
const INJECTED = "\r\nBEGIN:VEVENT\r\nUID:injected\r\nSUMMARY:Injected\r\nEND:VEVENT\r\n";
const hostile = (text: string) => `${text}${INJECTED}\u0000\u0007\u001B\u2028`;

let server: TestServer;
let organiser: SdkUser & TestAccount;
let uids: string[];

beforeAll(async () => {
  server = await startTestServer({ withSite: true, clubTimeZone: ZONE });
  organiser = await signedInAdmin(server);
  await organiser.databases.updateDocument("offbranch", "club_settings", "club", {
    club_name: hostile("Pride Club"),
  });
  const meeting = await seedMeeting(organiser, {
    title: hostile("Planning"),
    location: hostile("Room 214"),
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
    agenda: { agenda_preview: hostile("Snacks") },
  });
  const event = await seedEvent(organiser, {
    title: hostile("Dance"),
    location: hostile("Gym"),
    time: daysFromNow(4),
    end: daysFromNow(4, 2),
    description: hostile("Music"),
  });
  const host = new URL(server.url).hostname;
  uids = [`event-${event}@${host}`, `meeting-${meeting}@${host}`];
});

afterAll(() => server?.stop());

async function text(path: string): Promise<string> {
  const answer = await fetch(`${server.url}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

async function yearIcs(): Promise<string> {
  const form = await adminFormOf(server, organiser, "/admin/handover");
  const answer = await fetch(`${server.url}/admin/year-archive`, {
    method: "POST",
    headers: form.headers,
    body: new URLSearchParams({
      ...form.fields,
      year: String(currentSchoolYear(new Date(), ZONE)),
    }),
  });
  expect(answer.status).toBe(200);
  const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  return strFromU8(files["year.ics"] ?? new Uint8Array());
}

it.each([
  { name: "/calendar.ics", read: () => text("/calendar.ics") },
  { name: "/es/calendar.ics", read: () => text("/es/calendar.ics") },
  { name: "the year archive's year.ics", read: yearIcs },
])("a calendar app reads $name whole, with only the club's events", async ({ read }) => {
  const ics = await read();
  const { calendar, events } = parseCalendar(ics);

  expect([...events.keys()].sort()).toEqual(uids);
  expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(2);
  expect(propertyText(calendar, "x-wr-calname")).toMatch(/^Pride Club BEGIN:VEVENT .* END:VEVENT/);
  for (const event of events.values()) {
    const texts = [...`${event.summary}${event.location}${event.description}`];
    expect(texts.filter((char) => ["\u0000", "\u0007", "\u001B"].includes(char))).toEqual([]);
  }
});

it.each(["/feed.xml", "/es/feed.xml"])(
  "a feed reader reads %s as well-formed XML, the club's name on one line",
  async (path) => {
    const { feed } = parseWellFormedXml(await text(path));

    expect(feed.author.name).toMatch(/^Pride Club BEGIN:VEVENT [^\r\n]* END:VEVENT/);
    expect(feed.entry).toHaveLength(1);
    expect(feed.entry[0].title["#text"]).toMatch(/^Planning\r?\nBEGIN:VEVENT/);
  },
);
