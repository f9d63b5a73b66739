import { afterAll, beforeAll, describe, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import {
  openSitePage,
  saveScreenshot,
  startSiteWorld,
  waitForHydration,
  type SiteWorld,
} from "./site-fixtures.ts";
import { eventually, expectCount, expectHidden, expectVisible } from "../support/user-sees.ts";

describe("present mode", () => {
  let world: SiteWorld;
  let id: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    id = await seedMeeting(world.organiser, {
      title: "Pride Week Planning",
      location: "Room 214",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      agenda: {
        agenda_preview: "Snacks, then planning Pride Week.",
        question_1: "What made you smile this week?",
        quote_text: "Be yourself; everyone else is already taken.",
        quote_author: "Oscar Wilde",
        everything_else: "## Posters\n\nBring markers!",
      },
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("an organiser puts the agenda in full screen, large and without navigation, and leaves it again", async () => {
    const presenter = await openSitePage(world, { viewport: { width: 1920, height: 1080 } });
    const { page } = presenter;
    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForHydration(page);
    const rootFontSize = () =>
      page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const normalSize = await rootFontSize();

    await page.getByRole("button", { name: "Present mode" }).click();
    await eventually(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // The page learns of full screen from the fullscreenchange event, a task after
    // document.fullscreenElement is set, so what the organiser sees is awaited, not read once.
    await expectCount(page.getByRole("button", { name: "Present mode" }), 0);
    await expectHidden(page.getByRole("navigation", { name: "Main" }));
    await expectHidden(page.getByRole("link", { name: "Exit this page" }));
    await expectVisible(page.getByRole("heading", { name: "Circle Time" }));
    await eventually(() => rootFontSize()).toBeGreaterThan(normalSize);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "agenda-present-mode");

    // Esc is handled by the browser's own window, which headless Chromium does not have; leaving
    // full screen by script fires the same fullscreenchange event that the page follows.
    await page.evaluate(() => document.exitFullscreen());
    await expectVisible(page.getByRole("button", { name: "Present mode" }));
    await expectVisible(page.getByRole("navigation", { name: "Main" }));
    await eventually(rootFontSize).toBe(normalSize);
    await presenter.close();
  });
});
