import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE } from "../support/browser-world.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";
import {
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";

// A Spanish-speaking student walks the site in Spanish (issue 24): the words, dates and relative
// times, `lang`, hreflang, and a language switch that keeps them on the same page.

const MINUTE = 60_000;

describe("the site in Spanish", () => {
  let world: SiteWorld;
  let meetingId: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    // Two days and an hour away: "dentro de 2 días" for the whole test.
    const start = new Date(Date.now() + (2 * 24 + 1) * 60 * MINUTE).toISOString();
    meetingId = await seedMeeting(world.organiser, {
      title: "Noche de películas",
      start,
      end: new Date(Date.parse(start) + 60 * MINUTE).toISOString(),
      agenda: {
        agenda_preview: "Palomitas y una película elegida entre todo el grupo.",
        question_1: "¿Cuál es tu película favorita?",
      },
    });
    await seedEvent(world.organiser, {
      title: "Baile de primavera",
      time: daysFromNow(9),
      end: daysFromNow(9, 3),
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("the home page reads in Spanish at phone width, with lang, hreflang, dates and relative times", async () => {
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    await page.goto(`${world.server.url}/es`);
    await waitForPageReady(page);

    await eventually(() => page.locator("html").getAttribute("lang")).toBe("es");
    await expectVisible(page.getByRole("heading", { name: "Reuniones", exact: true }));
    await expectVisible(page.getByRole("link", { name: "Salir rápido" }));
    await expectText(
      page.getByRole("article").filter({ hasText: "Noche de películas" }),
      /dentro de 2 días/,
    );
    await expectVisible(page.getByText("dentro de 1 semana"));
    await expectVisible(page.getByRole("link", { name: "La agenda de esta semana" }).first());
    await eventually(() =>
      page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute("hreflang"),
            new URL(link.getAttribute("href") ?? "").pathname,
          ]),
        ),
    ).toEqual([
      ["en", "/"],
      ["es", "/es"],
      ["x-default", "/"],
    ]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "es-home");
    await visitor.close();
  });

  it("the agenda reads in Spanish, and the switch goes to the same agenda in English and back", async () => {
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    await page.goto(`${world.server.url}/es/agenda/${meetingId}`);
    await waitForPageReady(page);

    await expectVisible(page.getByRole("heading", { name: "Noche de películas" }));
    await expectVisible(page.getByRole("heading", { name: "Normas del club" }));
    await expectVisible(page.getByRole("heading", { name: "La agenda gay" }));
    await expectVisible(page.getByRole("heading", { name: "Ronda de presentación" }));
    await expectVisible(page.getByText(/^\d{1,2} de \p{L}+ de 20\d\d$/u));
    await expectVisible(page.getByText(/\d{1,2}:\d\d [ap]\. ?m\. - \d{1,2}:\d\d [ap]\. ?m\./));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "es-agenda");

    await page
      .getByRole("navigation", { name: "Idiomas" })
      .getByRole("link", { name: "English" })
      .click();
    await eventually(() => page.url()).toBe(`${world.server.url}/agenda/${meetingId}`);
    await eventually(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expectVisible(page.getByRole("heading", { name: "Club Guidelines" }));
    await page
      .getByRole("navigation", { name: "Languages" })
      .getByRole("link", { name: "Español" })
      .click();
    await eventually(() => page.url()).toBe(`${world.server.url}/es/agenda/${meetingId}`);
    await expectVisible(page.getByRole("heading", { name: "La agenda gay" }));
    await visitor.close();
  });

  it("present mode speaks Spanish: its sections, buttons, announcements and timer", async () => {
    const visitor = await openSitePage(world, { viewport: { width: 1280, height: 720 } });
    const { page } = visitor;
    await page.goto(`${world.server.url}/es/agenda/${meetingId}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Modo presentación" }).click();

    const announced = page.locator(".present-deck [aria-live]");
    await expectText(announced, "Diapositiva 1 de 4: Bienvenida");
    await expectVisible(page.getByRole("img", { name: "Código QR de la página para preguntar" }));
    await expectVisible(page.getByRole("button", { name: "Siguiente" }));
    await page.keyboard.press("ArrowRight");
    await expectText(announced, "Diapositiva 2 de 4: Normas del club");
    await expectVisible(page.getByText("Un micrófono, una voz"));
    await page.getByRole("button", { name: "Iniciar el temporizador" }).click();
    await expectText(page.locator(".present-section-time"), /hasta ahora|Quedan/);
    await page.screenshot({ path: "tests/.artifacts/screenshots/site-es-present-1280.png" });
    await page.getByRole("button", { name: "Salir del modo presentación" }).click();
    await expectVisible(page.getByRole("navigation", { name: "Principal" }));
    await visitor.close();
  });

  it("every content page has its Spanish text, and its links stay in Spanish", async () => {
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    const pages = [
      { path: "/es/about", heading: "Te damos la bienvenida a Maple Ridge Pride Club" },
      { path: "/es/join", heading: "Cómo unirte" },
      { path: "/es/guidelines", heading: "Normas del club" },
      { path: "/es/privacy", heading: "Privacidad" },
      { path: "/es/support", heading: "Apoyo" },
      { path: "/es/quick-exit", heading: "Salida rápida" },
      { path: "/es/docs/lgbtq", heading: "¿Qué significa LGBTQ+?" },
      { path: "/es/docs/guide-to-lgbtq", heading: "Guía LGBTQ+" },
      { path: "/es/events", heading: "Todos los eventos" },
      { path: "/es/meetings", heading: "Todas las reuniones" },
    ];
    for (const { path, heading } of pages) {
      await page.goto(`${world.server.url}${path}`);
      await expectVisible(page.getByRole("heading", { level: 1, name: heading }), path);
      const englishLinks = await page
        .getByRole("main")
        .locator('a[href^="/"]:not([href^="/es"])')
        .count();
      expect(englishLinks, `${path} links an English page`).toBe(0);
    }
    await page.goto(`${world.server.url}/es/support`);
    await expectVisible(page.getByRole("link", { name: "Llama al 988 y marca 2" }));
    await expectVisible(
      page.getByText(/^Revisado por última vez el \d{1,2} de \p{L}+ de \d{4}$/u).first(),
    );
    await saveScreenshot(page, "es-support");
    await visitor.close();
  });
});
