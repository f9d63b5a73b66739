import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSettings } from "../../../server/env.ts";
import { startServer } from "../../../server/http-server.ts";
import { eventOf, parseCalendar } from "../../support/ical.ts";
import { daysFromNow, readMeeting, seedEvent, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";
import { parseWellFormedXml } from "../../support/xml.ts";

// The files search engines, feed readers and link previews fetch, read with a real XML parser.

const PUBLIC_URL = "https://pride.example.org";

let server: TestServer;
let ids: { upcoming: string; canceled: string; nasty: string; dance: string };
const NASTY_TITLE = `</script><script>alert("x")</script> & "quotes"`;
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "entry", "link"].includes(name),
});

beforeAll(async () => {
  server = await startTestServer({ withSite: true, publicUrl: PUBLIC_URL });
  const organiser = await signedInAdmin(server);
  const upcoming = await seedMeeting(organiser, {
    title: "Pride Week Planning",
    location: "Room 214",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
    agenda: { agenda_preview: "Snacks, then posters & <banners>." },
  });
  const canceled = await seedMeeting(organiser, {
    title: "Snow Day Social",
    start: daysFromNow(5),
    end: daysFromNow(5, 1),
    canceled: true,
  });
  const nasty = await seedMeeting(organiser, {
    title: NASTY_TITLE,
    start: daysFromNow(6),
    end: daysFromNow(6, 1),
  });
  const dance = await seedEvent(organiser, {
    title: "Spring Dance",
    time: daysFromNow(8),
    end: daysFromNow(8, 3),
    description: "Music, snacks and a photo booth.",
  });
  ids = { upcoming, canceled, nasty, dance };
});

afterAll(() => server?.stop());

interface AtomText {
  "#text": string;
  "@_type": string;
}

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { response, text: await response.text() };
}

describe("/sitemap.xml", () => {
  it("lists the public pages, every agenda and every event on PUBLIC_URL, and nothing of the admin area", async () => {
    const { response, text } = await get("/sitemap.xml");
    const urls: { loc: string; lastmod?: string }[] = xml.parse(text).urlset.url;
    const locs = urls.map((url) => url.loc);

    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/join`,
        `${PUBLIC_URL}/guidelines`,
        `${PUBLIC_URL}/docs/lgbtq`,
        `${PUBLIC_URL}/agenda/${ids.upcoming}`,
        `${PUBLIC_URL}/agenda/${ids.canceled}`,
        `${PUBLIC_URL}/meetings`,
        `${PUBLIC_URL}/events`,
        `${PUBLIC_URL}/events/${ids.dance}`,
      ]),
    );
    expect(locs.filter((loc) => loc.includes("/admin") || !loc.startsWith(PUBLIC_URL))).toEqual([]);
    const agenda = urls.find((url) => url.loc.endsWith(ids.upcoming));
    expect(Number.isNaN(Date.parse(agenda?.lastmod ?? ""))).toBe(false);
  });

  it("lists every page in Spanish too, each naming both languages' addresses as hreflang alternates", async () => {
    const { text } = await get("/sitemap.xml");
    const urls: { loc: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] }[] =
      xml.parse(text).urlset.url;
    const spanishJoin = urls.find((url) => url.loc === `${PUBLIC_URL}/es/join`);
    const englishAgenda = urls.find((url) => url.loc === `${PUBLIC_URL}/agenda/${ids.upcoming}`);

    expect(urls.map((url) => url.loc)).toContain(`${PUBLIC_URL}/es/events/${ids.dance}`);
    expect(spanishJoin?.["xhtml:link"]).toEqual([
      { "@_rel": "alternate", "@_hreflang": "en", "@_href": `${PUBLIC_URL}/join` },
      { "@_rel": "alternate", "@_hreflang": "es", "@_href": `${PUBLIC_URL}/es/join` },
    ]);
    expect(englishAgenda?.["xhtml:link"].map((link) => link["@_href"])).toEqual([
      `${PUBLIC_URL}/agenda/${ids.upcoming}`,
      `${PUBLIC_URL}/es/agenda/${ids.upcoming}`,
    ]);
  });
});

describe("search results", () => {
  it("every page in the sitemap has a title and a meta description, no two descriptions alike", async () => {
    const { text } = await get("/sitemap.xml");
    const paths = (xml.parse(text).urlset.url as { loc: string }[]).map((url) =>
      url.loc.slice(PUBLIC_URL.length),
    );
    const heads = await Promise.all(
      paths.map(async (path) => {
        const { response, text: html } = await get(path);
        expect(response.status, path).toBe(200);
        return {
          path,
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "",
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? "",
        };
      }),
    );

    expect(heads.filter((head) => !head.title || !head.description)).toEqual([]);
    // Titles may repeat (the spec gives /about the club's name, as the home page has), but a
    // search result's description tells the pages of one language apart (a page and its
    // translation may share one: an agenda is written in one language).
    const isSpanish = (path: string) => path === "/es" || path.startsWith("/es/");
    const sharingDescription = heads
      .filter((head) =>
        heads.some(
          (other) =>
            other !== head &&
            other.description === head.description &&
            isSpanish(other.path) === isSpanish(head.path),
        ),
      )
      .map((head) => `${head.path}: ${head.description}`);
    expect(sharingDescription).toEqual([]);
  });
});

describe("/robots.txt", () => {
  it("keeps crawlers out of the admin area and points them to the sitemap on PUBLIC_URL", async () => {
    const { response, text } = await get("/robots.txt");
    const lines = text.split("\n");

    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /welcome");
    expect(lines).toContain("Disallow: /es/welcome");
    expect(lines).toContain("Disallow: /es/reset-password");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("/feed.xml", () => {
  it("is an Atom feed of the meetings with links on PUBLIC_URL, the club as author, canceled ones marked", async () => {
    const { response, text } = await get("/feed.xml");
    const feed = xml.parse(text).feed;
    // Atom text elements carry type="text", so they parse as { "#text", "@_type" }.
    const entries: { title: AtomText; id: string; summary: AtomText }[] = feed.entry;
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const upcoming = byId.get(`${PUBLIC_URL}/agenda/${ids.upcoming}`);

    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.author.name).toBe(server.club.club.name);
    expect(upcoming?.title["#text"]).toBe("Pride Week Planning");
    expect(upcoming?.summary["#text"]).toContain("in Room 214. Snacks, then posters & <banners>.");
    expect(byId.get(`${PUBLIC_URL}/agenda/${ids.canceled}`)?.title["#text"]).toBe(
      "Canceled: Snow Day Social",
    );
  });

  it("every page's head links to the feed", async () => {
    for (const path of ["/", "/join", `/agenda/${ids.upcoming}`]) {
      const { text } = await get(path);
      expect(text, path).toMatch(
        /<link[^>]+rel="alternate" type="application\/atom\+xml" href="\/feed.xml"/,
      );
    }
  });
});

describe("/og-image.png", () => {
  it("is a 1200x630 PNG drawn by the server", async () => {
    const response = await fetch(`${server.url}/og-image.png`);
    const png = Buffer.from(await response.arrayBuffer());

    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe("an agenda page's structured data", () => {
  it("carries a title that tries to close its script block as plain data", async () => {
    const { text } = await get(`/agenda/${ids.nasty}`);
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)?.[1] ?? "";

    expect(JSON.parse(block)).toMatchObject({ "@type": "Event", name: NASTY_TITLE });
    expect(text).not.toContain('<script>alert("x")');
  });
});

describe("when Appwrite cannot be reached", () => {
  it("the calendar, feed and sitemap answer 503 uncached, and the log keeps why", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pride-club-unreachable-"));
    // Port 9 (discard) is closed on a test machine, so every read fails to connect.
    const settings = loadSettings({
      PORT: "0",
      DATA_DIR: dataDir,
      APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1",
    });
    const unreachable = await startServer(settings);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const file of [
        "/calendar.ics",
        `/calendar/some-meeting.ics`,
        "/feed.xml",
        "/sitemap.xml",
      ]) {
        const response = await fetch(`${unreachable.url}${file}`);
        expect(response.status, file).toBe(503);
        expect(response.headers.get("Cache-Control"), file).toBe("no-store");
      }
      expect(logged).toHaveBeenCalledWith("Error reading the calendar:", expect.anything());
    } finally {
      logged.mockRestore();
      await unreachable.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("what organisers typed, as feed readers, calendar apps and search engines get it", () => {
  const MARKUP_TITLE = "Q&A <b>night</b>";
  let typed: { markup: string; controls: string; noRoom: string; onRequest: string };

  beforeAll(async () => {
    const organiser = await signedInAdmin(server);
    const markup = await seedMeeting(organiser, {
      title: MARKUP_TITLE,
      location: "Room <9> & annex",
      start: daysFromNow(7),
      end: daysFromNow(7, 1),
    });
    // Appwrite stores any string its Text validator takes, control characters included.
    const controls = await seedMeeting(organiser, {
      title: "Bell\u0007 night\u0000",
      location: "Room\u001B 12",
      start: daysFromNow(8),
      end: daysFromNow(8, 1),
      agenda: { agenda_preview: "Bring\u0000 snacks\u000B." },
    });
    const noRoom = await seedMeeting(organiser, {
      title: "Roomless Meetup",
      start: daysFromNow(9),
      end: daysFromNow(9, 1),
    });
    const onRequest = await seedMeeting(organiser, {
      title: "Quiet Meetup",
      location_on_request: true,
      start: daysFromNow(10),
      end: daysFromNow(10, 1),
    });
    typed = { markup, controls, noRoom, onRequest };
    expect((await readMeeting(organiser, controls))["title"]).toBe("Bell\u0007 night\u0000");
  });

  it("a feed reader gets a title with markup as that text, and a control character costs nothing but itself", async () => {
    const { text } = await get("/feed.xml");
    const entries: { id: string; title: AtomText; summary: AtomText }[] =
      parseWellFormedXml(text).feed.entry;
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const markup = byId.get(`${PUBLIC_URL}/agenda/${typed.markup}`);
    const controls = byId.get(`${PUBLIC_URL}/agenda/${typed.controls}`);

    expect(markup?.title).toEqual({ "#text": MARKUP_TITLE, "@_type": "text" });
    expect(markup?.summary["#text"]).toContain("in Room <9> & annex.");
    expect(controls?.title["#text"]).toBe("Bell night");
    expect(controls?.summary["#text"]).toContain("in Room 12. Bring snacks.");
  });

  it("a calendar app reads both calendar files whole, each ending with its final CRLF", async () => {
    for (const path of ["/calendar.ics", `/calendar/${typed.controls}.ics`]) {
      const text = await (await fetch(`${server.url}${path}`)).text();
      const event = eventOf(parseCalendar(text), `meeting-${typed.controls}@pride.example.org`);

      expect(text.endsWith("END:VCALENDAR\r\n"), path).toBe(true);
      expect(event.summary, path).toBe("Bell night");
      expect(event.location, path).toBe("Room 12");
    }
  });

  it.each([
    { name: "a meeting with no room is at the school", meeting: "noRoom", place: "school" },
    {
      name: "a meeting whose room is on request says to ask a club leader",
      meeting: "onRequest",
      place: "Ask a club leader where we meet",
    },
  ] as const)("$name in its agenda page's structured data", async ({ meeting, place }) => {
    const { text } = await get(`/agenda/${typed[meeting]}`);
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text)?.[1] ?? "";
    const school = server.club.school;

    expect(JSON.parse(block)).toMatchObject({
      "@type": "Event",
      location: {
        "@type": "Place",
        name: place === "school" ? school.name : place,
        address: school.name,
        url: school.website,
      },
    });
  });
});
