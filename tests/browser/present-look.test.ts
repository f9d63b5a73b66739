import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitExtras } from "../../app/lib/present/extras-slides.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";
import { openSitePage, startSiteWorld, waitForPageReady, type SiteWorld } from "./site-fixtures.ts";

// Present mode as the back row of a classroom sees it, on the projectors clubs meet: type large
// enough at every size, headings above body text, task boxes that grow with their words, the
// club's look on the title slide, and a long section cut into slides (decision 0133), each fitted
// without being cut and never smaller than the type at 720p.

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

const LONG_EXTRAS = [
  "## Posters for Pride Week",
  "Bring markers! We paint the banner in the art room after school.",
  "### Who brings what",
  "- [x] book the art room",
  "- [ ] buy paint and brushes",
  "- [ ] ask the office about the hallway wall",
  "",
  "| Job | Who | When | Where | Notes about the job, which run long |",
  "| --- | --- | --- | --- | --- |",
  "| Banner | Art team | Monday | Art room | Paint dries overnight, so start early in the week |",
  "| Flyers | Writers | Tuesday | Library | Printing needs the librarian's say-so beforehand |",
  "",
  "Read more at https://example.org/a-very-long-address-that-never-breaks-by-itself/pride-week-planning-guide-for-clubs",
  "",
  ...Array.from({ length: 8 }, (_, at) => `${at + 1}. A step of the plan that takes a full line.`),
  "",
  "The last line of the section.",
].join("\n");

/** Sizes (px) the projector's slide shows, read from the page. */
function readSizes(page: Page) {
  return page.evaluate(() => {
    const size = (selector: string, text?: string) => {
      const element = [...document.querySelectorAll(`.present-slide ${selector}`)].find(
        (found) => text === undefined || found.textContent === text,
      );
      return element ? parseFloat(getComputedStyle(element).fontSize) : 0;
    };
    const box = document.querySelector(".present-slide input[type=checkbox]");
    const slide = document.querySelector(".present-slide");
    return {
      body: size(".markdown-body p"),
      heading2: size(":is(h2, h3, h4)", "Posters for Pride Week"),
      heading3: size(":is(h2, h3, h4)", "Who brings what"),
      checkbox: box ? box.getBoundingClientRect().height : 0,
      item: size(".task-list-item"),
      overflowsSideways: slide ? slide.scrollWidth > slide.clientWidth + 1 : true,
    };
  });
}

describe("the projector's look", () => {
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
        everything_else: LONG_EXTRAS,
      },
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  for (const screen of SCREENS) {
    it(`a room reads every slide at ${screen.width}x${screen.height}, headings above the text and nothing cut`, async () => {
      const { page } = await openSitePage(world, { viewport: screen });
      await page.goto(`${world.server.url}/agenda/${id}`);
      await waitForPageReady(page);
      await page.getByRole("button", { name: "Present mode" }).click();
      const title = page.getByRole("heading", { name: "Pride Week Planning" });
      await expectVisible(title);
      await expectVisible(page.locator(".present-slide .title-slide-mascot"));
      await expectVisible(page.getByRole("img", { name: /QR code/ }));
      // The back row: a title at least 6% of the screen's height tall.
      const titleSize = await title.evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
      expect(titleSize).toBeGreaterThanOrEqual(screen.height * 0.06);
      await page.screenshot({
        path: `tests/.artifacts/screenshots/site-present-look-title-${screen.width}x${screen.height}.png`,
      });

      const announced = page.locator(".present-deck [aria-live]");
      for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowRight");
      await expectText(announced, /More for this meeting/);
      await expectVisible(page.getByRole("heading", { name: "Posters for Pride Week" }));
      const sizes = await readSizes(page);
      // Body text a room can read: at least 3% of the screen's height after fitting.
      expect(sizes.body).toBeGreaterThanOrEqual(screen.height * 0.02);
      expect(sizes.heading2).toBeGreaterThan(sizes.body);
      expect(sizes.overflowsSideways).toBe(false);
      // Each heading starts a slide of its own: the next one has the task list.
      await page.keyboard.press("ArrowRight");
      await expectVisible(page.getByRole("heading", { name: "Who brings what" }));
      const next = await readSizes(page);
      expect(sizes.heading2).toBeGreaterThan(next.heading3);
      expect(next.heading3).toBeGreaterThan(sizes.body);
      expect(next.checkbox).toBeGreaterThanOrEqual(next.item * 0.75);
      expect(next.overflowsSideways).toBe(false);
      // Nothing cut: the section's last line, on its last slide, can be brought into view.
      const parts = splitExtras(LONG_EXTRAS).length;
      for (let step = 2; step < parts; step += 1) await page.keyboard.press("ArrowRight");
      const last = page.getByText("The last line of the section.");
      await last.scrollIntoViewIfNeeded();
      await expectVisible(last);
      await eventually(() =>
        last.evaluate((line) => line.getBoundingClientRect().bottom),
      ).toBeLessThanOrEqual(screen.height);
      await page.screenshot({
        path: `tests/.artifacts/screenshots/site-present-look-extras-${screen.width}x${screen.height}.png`,
      });
      for (let step = 0; step < parts; step += 1) await page.keyboard.press("ArrowLeft");
      await expectVisible(page.getByRole("heading", { name: "Circle Time" }));
      await page.screenshot({
        path: `tests/.artifacts/screenshots/site-present-look-circle-${screen.width}x${screen.height}.png`,
      });
      await page.context().close();
    });
  }

  it("a 14-item list in everything else becomes several slides at 1280x720, none smaller than the type at 720p", async () => {
    const ideas = Array.from({ length: 14 }, (_, at) => `Fundraiser idea number ${at + 1}`);
    const listed = await seedMeeting(world.organiser, {
      title: "Fundraiser Ideas",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
      agenda: { everything_else: `## Ideas\n\n${ideas.map((idea) => `- ${idea}`).join("\n")}` },
    });
    const { page } = await openSitePage(world, { viewport: { width: 1280, height: 720 } });
    await page.goto(`${world.server.url}/agenda/${listed}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(page.getByRole("heading", { name: "Fundraiser Ideas" }));
    const deckType = await page
      .locator(".present-deck")
      .evaluate((deck) => parseFloat(getComputedStyle(deck).fontSize));
    expect(deckType).toBeCloseTo(25.92, 1);
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowRight");
    await expectText(page.locator(".present-deck [aria-live]"), /More for this meeting/);

    const seen = new Set<string>();
    let slides = 0;
    for (; slides < 6 && seen.size < ideas.length; slides += 1) {
      if (slides > 0) await page.keyboard.press("ArrowRight");
      const first = ideas.find((idea) => !seen.has(idea)) ?? "";
      await expectVisible(
        page.locator(".present-slide li").filter({ hasText: new RegExp(`^${first}$`) }),
      );
      const items = await page.locator(".present-slide li").evaluateAll((found) =>
        found.map((item) => ({
          text: item.textContent ?? "",
          size: parseFloat(getComputedStyle(item).fontSize),
          bottom: item.getBoundingClientRect().bottom,
        })),
      );
      for (const item of items) {
        seen.add(item.text);
        expect(item.size, item.text).toBeGreaterThanOrEqual(deckType - 0.01);
        expect(item.bottom, item.text).toBeLessThanOrEqual(720);
      }
      await page.screenshot({
        path: `tests/.artifacts/screenshots/site-present-long-list-${slides + 1}-1280x720.png`,
      });
    }
    expect([...seen].sort()).toEqual([...ideas].sort());
    expect(slides, "the list is cut into several slides").toBeGreaterThan(1);
    await page.context().close();
  });
});
