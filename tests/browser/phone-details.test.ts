import { afterAll, beforeAll, describe, it } from "vitest";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { openSitePage, startSiteWorld, waitForPageReady, type SiteWorld } from "./site-fixtures.ts";

// Issue 23's small things a visitor sees on a phone: the educational pages listed at /docs, the
// brand (the club's name, which wraps) in three lines at most at 320 px, a header that keeps its height when the page scrolls, a badge that
// stays beside a long title, and a printed agenda on white with each link's address.

const SMALLEST = { width: 320, height: 640 };

describe("small things on a phone", () => {
  let world: SiteWorld;
  let id: string;

  beforeAll(async () => {
    world = await startSiteWorld();
    id = await seedMeeting(world.organiser, {
      title: "A very long meeting title about the spring dance planning committee",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
      canceled: true,
      agenda: { everything_else: "Read [the guide](https://example.org/guide) first." },
    });
  });

  afterAll(async () => {
    await world?.close();
  });

  it("a visitor at /docs finds each educational page linked", async () => {
    const visitor = await openSitePage(world, { viewport: SMALLEST });
    const { page } = visitor;
    await page.goto(`${world.server.url}/docs`);
    const main = page.getByRole("main");
    await expectVisible(main.getByRole("link", { name: "What is LGBTQ+?" }));
    await main.getByRole("link", { name: "Guide to LGBTQ+" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Guide to LGBTQ+" }));
    await visitor.close();
  });

  it("at 320 px the club's name takes three lines at most, the header keeps its height when scrolled, and the Canceled badge stays beside its long title", async () => {
    const visitor = await openSitePage(world, { viewport: SMALLEST });
    const { page } = visitor;
    await page.goto(`${world.server.url}/`);
    await waitForPageReady(page);
    const brandLines = () =>
      page.evaluate(() => {
        const brand = document.querySelector(".brand");
        if (brand === null) return 0;
        const range = document.createRange();
        range.selectNodeContents(brand);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    await eventually(brandLines).toBeLessThanOrEqual(3);

    const card = page.getByRole("article").filter({ hasText: "spring dance" });
    const top = (selector: string) =>
      card.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    await expectVisible(card.getByText("Canceled"));
    await eventually(async () =>
      Math.abs((await top(".badge")) - (await top(".card-title"))),
    ).toBeLessThan(8);

    const headerHeight = () =>
      page.evaluate(() => document.querySelector(".site-header")?.getBoundingClientRect().height);
    const before = await headerHeight();
    await page.mouse.wheel(0, 400);
    await expectVisible(page.locator(".site-header.is-scrolled"));
    await eventually(headerHeight).toBe(before);
    await visitor.close();
  });

  it("a printed agenda is on white paper, with each link's address after its words", async () => {
    const visitor = await openSitePage(world, { viewport: SMALLEST });
    const { page } = visitor;
    await page.goto(`${world.server.url}/agenda/${id}`);
    await page.emulateMedia({ media: "print" });
    await eventually(() =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ).toBe("rgb(255, 255, 255)");
    await eventually(() =>
      page
        .getByRole("link", { name: "the guide" })
        .evaluate((link) => getComputedStyle(link, "::after").content),
    ).toBe('" (https://example.org/guide)"');
    await visitor.close();
  });
});
