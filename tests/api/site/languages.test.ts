import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventOf, parseCalendar, propertyText } from "../../support/ical.ts";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// Languages in the address (issue 24): /es/... is Spanish, today's addresses stay English, the
// address alone chooses (no cookie), and pages, feeds, calendars and previews follow it.

const PUBLIC_URL = "https://pride.example.org";

let server: TestServer;
let meetingId: string;

beforeAll(async () => {
  server = await startTestServer({ withSite: true, publicUrl: PUBLIC_URL });
  const organiser = await signedInAdmin(server);
  meetingId = await seedMeeting(organiser, {
    title: "Pride Week Planning",
    start: daysFromNow(3),
    end: daysFromNow(3, 1),
    location_on_request: true,
    agenda: { agenda_preview: "Posters and snacks." },
  });
});

afterAll(() => server?.stop());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  return { response, text: await response.text() };
}

function htmlLang(html: string): string | undefined {
  return /<html lang="([^"]+)"/.exec(html)?.[1];
}

function alternates(html: string): Record<string, string> {
  const links = html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g);
  return Object.fromEntries([...links].map(([, lang = "", href = ""]) => [lang, href]));
}

describe("a page's address says its language", () => {
  it("/es/join is the join page in Spanish, with lang, canonical and hreflang alternates", async () => {
    const { response, text } = await get("/es/join");

    expect(response.status).toBe(200);
    expect(htmlLang(text)).toBe("es");
    expect(text).toContain("<title>Cómo unirte | Maple Ridge Pride Club</title>");
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/join"/>`);
    expect(alternates(text)).toEqual({
      en: `${PUBLIC_URL}/join`,
      es: `${PUBLIC_URL}/es/join`,
      "x-default": `${PUBLIC_URL}/join`,
    });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("/join stays English and links its Spanish page from the language switch", async () => {
    const { response, text } = await get("/join");

    expect(response.status).toBe(200);
    expect(htmlLang(text)).toBe("en");
    expect(text).toContain('<a href="/es/join" hrefLang="es" lang="es">Español</a>');
  });

  it("an agenda in Spanish keeps the organisers' words and says the rest in Spanish", async () => {
    const { text } = await get(`/es/agenda/${meetingId}`);

    expect(htmlLang(text)).toBe("es");
    expect(text).toContain("Posters and snacks.");
    expect(text).toContain("Pregunta a una persona líder del club dónde nos reunimos");
    expect(text).toContain("Modo presentación");
  });

  it.each([
    { name: "a language we do not have", path: "/fr/join" },
    { name: "the default language spelled out", path: "/en/join" },
    { name: "a language code with nothing after it", path: "/de" },
  ])("$name is a 404 in English", async ({ path }) => {
    const { response, text } = await get(path);

    expect(response.status).toBe(404);
    expect(htmlLang(text)).toBe("en");
    expect(text).toContain("Page Not Found");
  });

  it("a Spanish address spelled in capitals is sent to its one spelling", async () => {
    const { response } = await get("/ES/Join");

    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/es/join");
  });
});

describe("a browser asking for Spanish", () => {
  it("is offered the Spanish site on the home page, never redirected", async () => {
    const spanish = await get("/", { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" });
    const english = await get("/", { "Accept-Language": "en-US,en;q=0.9" });
    const spanishAgain = await get("/", { "Accept-Language": "es" });

    expect(spanish.response.status).toBe(200);
    expect(htmlLang(spanish.text)).toBe("en");
    expect(spanish.text).toContain('<a href="/es" hrefLang="es">Ver este sitio en español</a>');
    expect(spanish.response.headers.get("Vary")).toContain("Accept-Language");
    // The page cache keeps one home page per offer: the English browser never gets the offer.
    expect(english.text).not.toContain("Ver este sitio en español");
    expect(spanishAgain.text).toContain("Ver este sitio en español");
  });

  it("is not offered anything on other pages, which the address alone decides", async () => {
    const { text } = await get("/join", { "Accept-Language": "es" });

    expect(htmlLang(text)).toBe("en");
    expect(text).not.toContain("Ver este sitio en español");
  });
});

describe("files follow the language of their address", () => {
  const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" });

  it("/es/feed.xml is titled and summarised in Spanish and links the Spanish agendas", async () => {
    const { response, text } = await get("/es/feed.xml");
    const { feed } = xml.parse(text);
    const entry = feed.entry.find((each: { id: string }) => each.id.endsWith(meetingId));

    expect(response.status).toBe(200);
    expect(feed.title["#text"]).toBe("Maple Ridge Pride Club: reuniones");
    expect(entry.id).toBe(`${PUBLIC_URL}/es/agenda/${meetingId}`);
    expect(entry.summary["#text"]).toMatch(
      /^\d{1,2} de \p{L}+ de 20\d\d, \d{1,2}:\d\d [ap]\. ?m\./u,
    );
  });

  it("/es/calendar.ics links each meeting's Spanish agenda", async () => {
    const { text } = await get("/es/calendar.ics");
    const event = eventOf(parseCalendar(text), `meeting-${meetingId}@pride.example.org`);

    expect(propertyText(event.component, "url")).toBe(`${PUBLIC_URL}/es/agenda/${meetingId}`);
    expect(event.location).toBe("Pregunta a una persona líder del club dónde nos reunimos");
  });

  it("a Spanish page's preview image is the Spanish one, drawn by the server", async () => {
    const { text } = await get("/es/about");
    const image = /<meta property="og:image" content="([^"]+)"/.exec(text)?.[1];
    const { response } = await get("/es/og-image.png");

    expect(image).toBe(`${PUBLIC_URL}/es/og-image.png`);
    expect(text).toContain('<meta property="og:locale" content="es_US"/>');
    expect(response.headers.get("Content-Type")).toBe("image/png");
  });
});

describe("the words a page drawn in the browser fetches", () => {
  /** The catalogue files a page asks for beside its scripts. */
  function preloadedCatalogues(html: string): string[] {
    return [...html.matchAll(/<link rel="modulepreload" href="([^"]*catalogue[^"]*)"/g)].map(
      ([, href = ""]) => href,
    );
  }

  it.each([{ path: "/es/welcome", words: "Saltar al contenido principal" }])(
    "$path asks for its own language's catalogue alone, with its scripts",
    async (page) => {
      const { text } = await get(page.path);
      const files = preloadedCatalogues(text);
      expect(files).toHaveLength(1);

      const file = await get(files[0] ?? "");
      expect(file.response.status).toBe(200);
      expect(file.response.headers.get("Content-Type")).toMatch(/javascript/);
      expect(file.text).toContain(page.words);
    },
  );

  it.each(["/es/join", "/admin"])(
    "%s, a page the server draws and React does not hydrate, asks for none",
    async (path) => {
      const { text } = await get(path);
      expect(preloadedCatalogues(text)).toEqual([]);
    },
  );
});
