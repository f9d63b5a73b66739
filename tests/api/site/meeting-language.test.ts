import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createMeeting } from "../../../app/lib/collections/meetings.ts";
import { startTestServer, type TestServer } from "../../support/test-server.ts";
import { signedInAdmin } from "../../support/users.ts";

// Issue 24: a meeting's own words are written in one language and shown under both languages'
// chrome, marked with `lang` where they differ from the page's, and said so in words.

let server: TestServer;
let spanishMeeting: string;
let englishMeeting: string;

beforeAll(async () => {
  // Needs `npm run build` first: the site is served from its build.
  server = await startTestServer({ withSite: true });
  const organiser = await signedInAdmin(server);
  const times = { start: "2099-10-01T20:00:00.000Z", end: "2099-10-01T21:00:00.000Z" };
  ({ id: spanishMeeting } = await createMeeting(
    organiser.databases,
    {
      ...times,
      title: "Noche de juegos",
      accessibility_notes: "Entrada sin escalones junto al gimnasio",
      language: "es",
    },
    { agenda_preview: "Juegos de mesa y pizza.", question_1: "¿Cuál es tu juego favorito?" },
  ));
  ({ id: englishMeeting } = await createMeeting(organiser.databases, {
    ...times,
    title: "Game Night",
  }));
});

afterAll(() => server.stop());

async function page(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("a meeting written in one language, shown under both", () => {
  test("on an English page, a Spanish meeting's words carry lang=es and the page says so", async () => {
    const html = await page(`/agenda/${spanishMeeting}`);

    expect(html).toContain('<h1 lang="es">Noche de juegos</h1>');
    expect(html).toContain('<span lang="es">Entrada sin escalones junto al gimnasio</span>');
    expect(html).toContain('<p class="agenda-preview" lang="es">Juegos de mesa y pizza.</p>');
    expect(html).toContain('<li lang="es">¿Cuál es tu juego favorito?</li>');
    expect(html).toContain("This meeting&#x27;s agenda is written in Spanish.");
    // The chrome around it stays English.
    expect(html).toContain("Circle Time");
    expect(html).toContain('"inLanguage":"es"');
  });

  test("on a Spanish page, the same meeting needs no mark", async () => {
    const html = await page(`/es/agenda/${spanishMeeting}`);

    expect(html).toContain("<h1>Noche de juegos</h1>");
    expect(html).toContain('<p class="agenda-preview">Juegos de mesa y pizza.</p>');
    expect(html).not.toContain("está escrita en");
  });

  test("an English meeting on a Spanish page is marked English, and the home page's card too", async () => {
    const html = await page(`/es/agenda/${englishMeeting}`);
    expect(html).toContain('<h1 lang="en">Game Night</h1>');
    expect(html).toContain("La agenda de esta reunión está escrita en inglés.");

    const home = await page("/es");
    expect(home).toMatch(/<h3 id="meeting-[^"]+" class="card-title" lang="en">Game Night<\/h3>/);
    expect(home).toMatch(/<h3 id="meeting-[^"]+" class="card-title">Noche de juegos<\/h3>/);
  });

  test("a language the site does not know counts as the site's own", async () => {
    const organiser = await signedInAdmin(server);
    const { id } = await createMeeting(organiser.databases, {
      start: "2099-10-02T20:00:00.000Z",
      end: "2099-10-02T21:00:00.000Z",
      title: "Movie Night",
      language: "klingon",
    });

    const html = await page(`/agenda/${id}`);

    expect(html).toContain("<h1>Movie Night</h1>");
    expect(html).not.toContain("is written in");
  });
});
