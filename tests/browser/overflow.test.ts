import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { openBrowserSession, type BrowserSession } from "../support/browser-world.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { createTestAccount, ORGANISER } from "../support/users.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { openSitePage, startSiteWorld, waitForPageReady, type SiteWorld } from "./site-fixtures.ts";

// Issue 23: nothing an organiser writes pushes a page sideways on a phone. A 200-character link,
// a 60-character word, a code line and an 8-column table in an agenda stay inside the screen on
// the public agenda page, in the admin editor's preview and in present mode.

const LONG_URL = `https://example.org/${"pride-club-resources/".repeat(9)}end`.slice(0, 200);
const LONG_WORD = "Supercalifragilisticexpialidocious".repeat(2).slice(0, 60);
const WIDE_TABLE = [
  `| ${["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Notes"].join(" | ")} |`,
  `|${" --- |".repeat(8)}`,
  `| ${Array.from({ length: 8 }, (_, column) => `Snack rota ${column + 1}`).join(" | ")} |`,
].join("\n");
const EVERYTHING_ELSE = [
  `Links: ${LONG_URL}`,
  `A long word: ${LONG_WORD}`,
  "```\nconst everyone = ['welcome', 'here', 'always', 'and', 'forever', 'no', 'matter', 'what'];\n```",
  WIDE_TABLE,
].join("\n\n");

const WIDTHS = [320, 390] as const;

/**
 * What spills sideways: the page's own scroll width beyond the window, and each box in `within`
 * whose right edge passes the window's (a table may scroll inside its own box, so its cells are
 * not counted). Empty when nothing spills.
 */
function sidewaysSpill(page: Page, within: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const spills: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      spills.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.querySelectorAll(`${selector}, ${selector} *`)) {
      if (element.closest(".markdown-table") !== null && !element.matches(".markdown-table")) {
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5) {
        spills.push(`${element.tagName.toLowerCase()}.${element.className} ends at ${box.right}`);
      }
    }
    return spills;
  }, within);
}

describe("long words, links, code and wide tables on a phone", () => {
  let world: SiteWorld;
  let id: string;
  let organiser: BrowserSession;

  beforeAll(async () => {
    world = await startSiteWorld();
    id = await seedMeeting(world.organiser, {
      title: `Planning ${LONG_WORD}`,
      location: "Room 214",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      agenda: { agenda_preview: `Read ${LONG_URL} first.`, everything_else: EVERYTHING_ELSE },
    });
    organiser = await openBrowserSession(world, {
      signedInAs: await createTestAccount(world.server, ORGANISER),
    });
  });

  afterAll(async () => {
    await organiser?.close();
    await world?.close();
  });

  it.each(WIDTHS)(
    "a visitor reads the agenda page at %i px without scrolling sideways",
    async (width) => {
      const visitor = await openSitePage(world, { viewport: { width, height: 800 } });
      const { page } = visitor;
      await page.goto(`${world.server.url}/agenda/${id}`);
      await expectVisible(page.getByRole("region", { name: "Table" }));
      await eventually(() => sidewaysSpill(page, "main")).toEqual([]);
      await saveTallWindowScreenshot(page, "overflow-agenda");
      await visitor.close();
    },
  );

  // Spanish words are longer: the header's quick exit once pushed a Spanish page 21 px sideways.
  it.each(WIDTHS.flatMap((width) => ["", "/es"].map((prefix) => ({ width, prefix }))))(
    "the header and the home page at $width px fit the screen in every language ('$prefix')",
    async ({ width, prefix }) => {
      const visitor = await openSitePage(world, { viewport: { width, height: 800 } });
      const { page } = visitor;
      await page.goto(`${world.server.url}${prefix}/`);
      await waitForPageReady(page);
      await eventually(() => sidewaysSpill(page, ".site-header")).toEqual([]);
      await visitor.close();
    },
  );

  it.each(WIDTHS)("present mode at %i px keeps the slide on the screen", async (width) => {
    const visitor = await openSitePage(world, { viewport: { width, height: 640 } });
    const { page } = visitor;
    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(page.getByRole("region", { name: "Present mode" }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expectVisible(page.getByRole("heading", { name: "The Gay Agenda" }));
    await eventually(() => sidewaysSpill(page, ".present-deck")).toEqual([]);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expectVisible(page.getByRole("region", { name: "More for this meeting" }));
    await eventually(() => sidewaysSpill(page, ".present-deck")).toEqual([]);
    await page.screenshot({ path: `tests/.artifacts/screenshots/overflow-present-${width}.png` });
    await visitor.close();
  });

  it.each(WIDTHS)("an organiser's preview at %i px stays inside Manage Meeting", async (width) => {
    const tab = await organiser.openPage({ viewport: { width, height: 800 } });
    const { page } = tab;
    await openAdminScreen(page, `${world.server.url}/admin/${id}`);
    await page.getByRole("textbox", { name: "Everything else", exact: true }).focus();
    const preview = page.getByRole("region", { name: "Preview" });
    await expectVisible(preview.getByRole("region", { name: "Table" }));
    await eventually(() => sidewaysSpill(page, "main")).toEqual([]);
    await saveTallWindowScreenshot(page, "overflow-admin-preview");
    await tab.close();
  });
});
