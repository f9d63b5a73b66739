import { afterAll, beforeAll, describe, expect, it, test } from "vitest";
import { deleteEvent, getEvent } from "../../../app/lib/collections/events.ts";
import { eventOf, parseCalendar, propertyText } from "../../support/ical.ts";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import { daysFromNow, seedEvent } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { type TestAccount } from "../../support/users.ts";
import { organiserThroughTheSite } from "../../support/through-the-site.ts";

// A club event's page, its calendar file and its new attributes (decision 0090), as a guest, a
// calendar app and a search engine get them. Needs `npm run build` first.

const PUBLIC_URL = "https://pride.example.org";
const HOST = "pride.example.org";
const ZONE = "America/Chicago";

let server: TestServer;
let organiser: SdkUser & TestAccount;
let picnicId: string;
const picnic = {
  title: "Spring Pride Picnic",
  // 11:00 to 15:00 in Chicago (CDT, UTC-5).
  time: "2099-05-15T16:00:00.000Z",
  end: "2099-05-15T20:00:00.000Z",
  location: "Riverside Park, north lawn",
  description:
    "Bring a **blanket** and something to share.\n\n<script>alert('x')</script>\n\n[Map](javascript:alert(1))",
};

beforeAll(async () => {
  server = await startTestServer({ withSite: true, publicUrl: PUBLIC_URL, clubTimeZone: ZONE });
  organiser = await organiserThroughTheSite(server);
  picnicId = await seedEvent(organiser, picnic);
});

afterAll(() => server?.stop());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { response, text: await response.text() };
}

/** The page's schema.org JSON-LD blocks, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "") as Record<string, unknown>,
  );
}

describe("an event's new attributes through the API", () => {
  test("a guest reads an event's place, its 'on request' flag and its description", async () => {
    const event = await getEvent(sdkUser(server).databases, picnicId);

    expect(event).toMatchObject({
      location: picnic.location,
      location_on_request: false,
      description: picnic.description,
    });
  });

  test.each([
    { name: "a place of 256 characters", data: { location: "x".repeat(256) } },
    { name: "a description of 10,001 characters", data: { description: "x".repeat(10_001) } },
    { name: "'on request' given as text", data: { location_on_request: "yes" } },
    { name: "a description given as a number", data: { description: 42 } },
  ])("$name is refused as document_invalid_structure, and nothing is stored", async ({ data }) => {
    const id = await seedEvent(organiser, { title: "Refused", time: daysFromNow(30) });

    await expect(
      organiser.databases.updateDocument({
        databaseId: "offbranch",
        collectionId: "club_events",
        documentId: id,
        data,
      }),
    ).rejects.toMatchObject({ code: 400, type: "document_invalid_structure" });
    expect(await getEvent(organiser.databases, id)).toMatchObject({
      location: "",
      location_on_request: false,
      description: "",
    });
  });

  test("a place of 255 characters and a description of 10,000 are stored whole", async () => {
    const location = "é".repeat(255);
    const description = "ü".repeat(10_000);
    const id = await seedEvent(organiser, {
      title: "At the limits",
      time: daysFromNow(30),
      location,
      description,
    });

    expect(await getEvent(sdkUser(server).databases, id)).toMatchObject({ location, description });
  });
});

describe("/events/{id}, an event's page", () => {
  it("shows the title, the time in the club's zone, the place and the description as sanitised HTML", async () => {
    const { response, text } = await get(`/events/${picnicId}`);

    expect(response.status).toBe(200);
    expect(text).toContain("<h1>Spring Pride Picnic</h1>");
    expect(text).toContain("May 15, 2099");
    expect(text).toContain("11:00 AM - 3:00 PM");
    expect(text).toContain("Riverside Park, north lawn");
    expect(text).toContain("Bring a <strong>blanket</strong> and something to share.");
    expect(text).not.toContain("alert(");
    expect(text).not.toContain("javascript:");
    expect(text).toContain(`href="/calendar/${picnicId}.ics"`);
  });

  it("carries an Event in JSON-LD, its canonical address and share tags on PUBLIC_URL", async () => {
    const { text } = await get(`/events/${picnicId}`);
    const pageUrl = `${PUBLIC_URL}/events/${picnicId}`;

    expect(structuredData(text)).toEqual([
      expect.objectContaining({
        "@type": "Event",
        name: "Spring Pride Picnic",
        url: pageUrl,
        startDate: "2099-05-15T11:00:00-05:00",
        location: expect.objectContaining({ name: "Riverside Park, north lawn" }),
        description: "Bring a blanket and something to share.",
      }),
    ]);
    expect(text).toContain(`<link rel="canonical" href="${pageUrl}"/>`);
    expect(text).toContain(`<meta property="og:url" content="${pageUrl}"/>`);
    expect(text).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png"/>`);
    expect(text).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    expect(text).toContain(`<meta property="og:title" content="Spring Pride Picnic | Events"/>`);
  });

  it("an event whose place is given on request says to ask a club leader and never shows it", async () => {
    // The organisers keep the place in their notes; the public document holds none (0127).
    const id = await seedEvent(organiser, {
      title: "Quiet Film Night",
      time: daysFromNow(9),
      end: daysFromNow(9, 2),
      location_on_request: true,
    });

    const { text } = await get(`/events/${id}`);
    const calendar = parseCalendar((await get(`/calendar/${id}.ics`)).text);

    expect(text).toContain("Ask a club leader where we meet");
    expect(text).not.toContain("Hidden Lane");
    expect(eventOf(calendar, `event-${id}@${HOST}`).location).toBe(
      "Ask a club leader where we meet",
    );
    expect((await get("/")).text).not.toContain("Hidden Lane");
  });

  it.each([
    { name: "an unknown event", path: "/events/no-such-event" },
    { name: "an id Appwrite could never give", path: "/events/_hidden" },
    { name: "an id of 37 characters", path: `/events/${"a".repeat(37)}` },
    { name: "an id holding a NUL byte", path: "/events/%00" },
  ])("$name answers 404 Event not found", async ({ path }) => {
    const { response, text } = await get(path);

    expect(response.status).toBe(404);
    expect(text).toContain("Event not found");
  });

  it("a deleted event's page and calendar file answer 404", async () => {
    const id = await seedEvent(organiser, { title: "Rained Out", time: daysFromNow(4) });
    expect((await get(`/events/${id}`)).response.status).toBe(200);

    await deleteEvent(organiser.databases, id);

    expect((await get(`/events/${id}`)).response.status).toBe(404);
    expect((await get(`/calendar/${id}.ics`)).response.status).toBe(404);
  });

  it("the home page's card links to the event's page and offers its calendar file", async () => {
    const id = await seedEvent(organiser, {
      title: "Pride Prom",
      time: daysFromNow(6),
      end: daysFromNow(6, 3),
    });

    const { text } = await get("/");

    expect(text).toContain(`href="/events/${id}"`);
    expect(text).toContain(`href="/calendar/${id}.ics"`);
    expect(text).toContain('href="/events">See all events</a>');
    expect(text).toContain('href="/meetings">See all meetings</a>');
  });

  it("the sitemap lists the event's page and the two lists on PUBLIC_URL", async () => {
    const { text } = await get("/sitemap.xml");

    expect(text).toContain(`<loc>${PUBLIC_URL}/events/${picnicId}</loc>`);
    expect(text).toContain(`<loc>${PUBLIC_URL}/events</loc>`);
    expect(text).toContain(`<loc>${PUBLIC_URL}/meetings</loc>`);
  });
});

describe("/calendar/{event id}.ics, one event as a file", () => {
  it("is a download holding that event alone, at its place, linked to its page", async () => {
    const { response, text } = await get(`/calendar/${picnicId}.ics`);
    const calendar = parseCalendar(text);
    const event = eventOf(calendar, `event-${picnicId}@${HOST}`);
    const pageUrl = `${PUBLIC_URL}/events/${picnicId}`;

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${picnicId}.ics"`,
    );
    expect([...calendar.events.keys()]).toEqual([`event-${picnicId}@${HOST}`]);
    expect(event.summary).toBe("Spring Pride Picnic");
    expect(event.location).toBe("Riverside Park, north lawn");
    expect(event.description).toBe(`Bring a blanket and something to share.\n\nMore: ${pageUrl}`);
    expect(propertyText(event.component, "url")).toBe(pageUrl);
    expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(ZONE);
    expect(event.startDate.toJSDate().toISOString()).toBe(picnic.time);
    expect(event.endDate.toJSDate().toISOString()).toBe(picnic.end);
  });
});
