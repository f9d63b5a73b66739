import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowserPage, PHONE, useBrowserWorld } from "../support/browser-world.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { expectStatus, logInWithForm } from "./account-fixtures.ts";

// An organiser chooses Spanish on Your account (issue 24 item 5): the admin area re-renders in
// Spanish at once, dates included, and stays so on the next sign-in; another organiser's stays
// English. The choice is the account prefs' `locale`, which the emails sent to them follow too.

/** A date written the Spanish way: "5 de diciembre de 2026". */
const SPANISH_DATE =
  /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;

/** A time written the Spanish way: "2:30 p. m." (ICU's es-US, with or without its spaces). */
const SPANISH_TIME = /\d{1,2}:\d{2}\s?[ap]\.\s?m\./;

/** Saves the screen at phone width and checks nothing is wider than the phone. */
async function lookAt(page: Page, name: string): Promise<void> {
  await eventually(() =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveTallWindowScreenshot(page, name);
  await page.setViewportSize(PHONE);
}

describe("the admin area in the organiser's language", () => {
  const world = useBrowserWorld();

  it("an organiser who chooses Spanish gets the admin screens in Spanish, also after signing in again", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const sdk = await signedInSdk(world.server, organiser);
    const meetingId = await seedMeeting(sdk, {
      title: "Noche de juegos",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const visit = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await page.getByLabel("Language of the admin pages").selectOption({ label: "Español" });
    await page.getByRole("button", { name: "Save language" }).click();

    // At once, without a reload: the same screen, now in Spanish.
    await expectVisible(page.getByRole("heading", { level: 1, name: "Tu cuenta" }));
    await expectStatus(page, "Idioma guardado.");
    await expectVisible(page.getByRole("heading", { level: 2, name: "Sesiones" }));
    await expectText(page.locator(".session-details dd").first(), SPANISH_DATE);
    await eventually(() =>
      page.locator("main").evaluate((main) => main.closest("[lang]")?.getAttribute("lang")),
    ).toBe("es");
    expect((await sdk.account.getPrefs()).locale).toBe("es");
    await lookAt(page, "admin-es-account");

    await page.getByRole("link", { name: "Volver al panel de administración" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Panel de administración" }));
    await expectVisible(page.getByRole("heading", { name: "Próximas reuniones" }));
    await eventually(() => page.title()).toBe("Panel de administración");
    await expectText(
      page.locator(".admin-meeting-card").filter({ hasText: "Noche de juegos" }),
      SPANISH_TIME,
    );
    await lookAt(page, "admin-es-panel");

    await page.getByRole("link", { name: "Editar la reunión" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Gestionar reunión" }));
    await expectVisible(page.getByRole("heading", { name: "Ajustes de la reunión" }));
    await expectVisible(page.getByRole("button", { name: "Guardar", exact: true }));
    await expectText(page.locator(".agenda-when"), SPANISH_DATE);
    await eventually(() => page.title()).toBe("Noche de juegos | Gestionar reunión");
    expect(page.url()).toContain(`/admin/${meetingId}`);
    await lookAt(page, "admin-es-meeting");

    await page.getByRole("link", { name: "Volver al panel de administración" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Panel de administración" }));
    await page.getByRole("link", { name: "Equipo organizador" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Equipo organizador" }));
    await expectVisible(page.getByText("Última actividad").first());
    await lookAt(page, "admin-es-organisers");

    // Signing out and in again (the sign-in form follows the browser, English here) keeps it.
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expectVisible(page.getByRole("heading", { name: "Access Denied" }));
    await logInWithForm(page, organiser);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Equipo organizador" }));
    await visit.close();
  });

  it("an organiser who chose Spanish edits the club settings and a page in Spanish", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const sdk = await signedInSdk(world.server, organiser);
    await sdk.account.updatePrefs({ prefs: { locale: "es" } });
    const visit = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/settings`);

    await expectVisible(page.getByRole("heading", { level: 1, name: "Ajustes del club" }));
    await expectVisible(page.getByRole("heading", { level: 2, name: "La escuela" }));
    await eventually(() => page.getByLabel("Nombre del club").inputValue()).toBe(
      world.server.club.club.name,
    );
    await expectVisible(page.getByText("Dónde se reúne el club normalmente"));
    await expectVisible(page.getByRole("heading", { level: 2, name: "Historial" }));
    await lookAt(page, "admin-es-club-settings");

    await page.goto(`${world.server.url}/admin/pages`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Páginas" }));
    await expectVisible(page.getByText("Las páginas propias del club."));
    await lookAt(page, "admin-es-pages");

    await page.goto(`${world.server.url}/admin/pages/about`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Editar página: /about" }));
    // The page's title field: the Markdown toolbar's heading button is also named "Título".
    const title = page.getByRole("textbox", { name: "Título", exact: true });
    await eventually(() => title.inputValue()).not.toBe("");
    await expectVisible(page.getByRole("link", { name: "Ver la página" }));
    await expectVisible(page.getByText("Se escribe en Markdown"));
    await expectVisible(page.getByRole("heading", { level: 2, name: "Historial" }));
    await lookAt(page, "admin-es-page-editor");
    await visit.close();
  });

  it("an organiser who chose nothing keeps the admin screens in English", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin`);

    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await expectVisible(page.getByRole("heading", { name: "Upcoming Meetings" }));
    await page.getByRole("link", { name: "Your account" }).click();
    await eventually(() => page.getByLabel("Language of the admin pages").inputValue()).toBe("en");
    await visit.close();
  });

  it("the sign-in form follows a browser that asks for Spanish", async () => {
    const visit = await openBrowserPage(world, { viewport: PHONE, locale: "es-MX" });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin`);

    await expectVisible(page.getByRole("heading", { level: 1, name: "Acceso denegado" }));
    await expectVisible(page.getByRole("button", { name: "Iniciar sesión" }));
    await lookAt(page, "admin-es-sign-in");
    await visit.close();
  });

  it("when the organiser's language file cannot be fetched, the panel the server draws is in their language all the same", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    await (await signedInSdk(world.server, organiser)).account.updatePrefs({ locale: "es" });
    const visit = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    const { page } = visit;
    // The Spanish catalogue's file never arrives: the network drops it. The panel needs none.
    let asked = 0;
    await page.route(/catalogue_es-[\w-]+\.js$/, (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto(`${world.server.url}/admin`);

    await expectVisible(page.getByRole("heading", { level: 1, name: "Panel de administración" }));
    await expectVisible(page.getByRole("button", { name: "Crear reunión" }));
    expect(asked).toBe(0);
    await visit.close();
  });
});
