import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import type { VIEWPORTS } from "../support/browser-world.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import {
  NOT_FOUND_LOAD,
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  type SiteWorld,
} from "./site-fixtures.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";

// The public pages as a visitor reads them, at one width. Each width is its own test file
// (pages-phone, pages-desktop), so the two run side by side instead of one long file.

export const CLUB = "Maple Ridge Pride Club";

export const contentPages = [
  { name: "about", path: "/about", heading: `Welcome to ${CLUB}`, title: CLUB },
  { name: "join", path: "/join", heading: "How to Join", title: `How to Join | ${CLUB}` },
  {
    name: "guidelines",
    path: "/guidelines",
    heading: "Club Guidelines",
    title: `Club Guidelines | ${CLUB}`,
  },
  {
    name: "docs-lgbtq",
    path: "/docs/lgbtq",
    heading: "What is LGBTQ+?",
    title: `What is LGBTQ+? | ${CLUB}`,
  },
  {
    name: "docs-guide",
    path: "/docs/guide-to-lgbtq",
    heading: "Guide to LGBTQ+",
    title: `Guide to LGBTQ+ | ${CLUB}`,
  },
  { name: "docs-index", path: "/docs", heading: "Learn more", title: `Learn more | ${CLUB}` },
  { name: "privacy", path: "/privacy", heading: "Privacy", title: `Privacy | ${CLUB}` },
  { name: "support", path: "/support", heading: "Support", title: `Support | ${CLUB}` },
  { name: "quick-exit", path: "/quick-exit", heading: "Quick exit", title: `Quick exit | ${CLUB}` },
];

export const NOT_FOUND_TEXT = "Page Not Found - The page you are looking for does not exist.";
export const unknownPaths = ["/no-such-page", "/docs/unknown", "/agenda/one/two"];

/** Every content page, the 404 page and the dark colour scheme at one width. */
export function describeContentPagesAt({ name: width, size }: (typeof VIEWPORTS)[number]): void {
  describe(`the content pages at ${width} width`, () => {
    let world: SiteWorld;
    let meetingId: string;

    beforeAll(async () => {
      world = await startSiteWorld();
      meetingId = await seedMeeting(world.organiser, {
        title: "Pride Week Planning",
        start: daysFromNow(2),
        end: daysFromNow(2, 1),
      });
      await seedEvent(world.organiser, { title: "Bake Sale", time: daysFromNow(4) });
    });

    afterAll(async () => {
      await world?.close();
    });

    it.each(contentPages)(
      "a visitor reads the $name page, titled, with one h1, accessible in both colour schemes",
      async ({ name, path, heading, title }) => {
        const visitor = await openSitePage(world, { viewport: size });
        const { page } = visitor;
        const response = await page.goto(`${world.server.url}${path}`);

        expect(response?.status()).toBe(200);
        await eventually(() => page.title()).toBe(title);
        await eventually(() => page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
          heading,
        ]);
        await expectVisible(page.getByRole("main"));
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `${name}-${width}`);
        await page.emulateMedia({ colorScheme: "dark" });
        await expectNoAxeViolations(page);
        await visitor.close();
      },
    );

    it.each(unknownPaths)(
      "%s is the 404 page with status 404, in both colour schemes",
      async (path) => {
        const visitor = await openSitePage(world, { viewport: size });
        visitor.expectConsoleError(NOT_FOUND_LOAD);
        const { page } = visitor;
        const response = await page.goto(`${world.server.url}${path}`);

        expect(response?.status()).toBe(404);
        await expectText(page.getByRole("heading", { level: 1 }), NOT_FOUND_TEXT);
        await expectNoAxeViolations(page);
        if (path === unknownPaths[0]) await saveScreenshot(page, `not-found-${width}`);
        await page.emulateMedia({ colorScheme: "dark" });
        await expectNoAxeViolations(page);
        await visitor.close();
      },
    );

    it("the landing page and an agenda pass the accessibility check in the dark colour scheme", async () => {
      const visitor = await openSitePage(world, { viewport: size, colorScheme: "dark" });
      const { page } = visitor;
      await page.goto(world.server.url);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `landing-dark-${width}`);
      await page.goto(`${world.server.url}/agenda/${meetingId}`);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `agenda-dark-${width}`);
      await visitor.close();
    });
  });
}
