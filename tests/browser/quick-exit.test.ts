import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openSitePage,
  QUICK_EXIT_URL,
  startSiteWorld,
  waitForPageReady,
  type SiteWorld,
} from "./site-fixtures.ts";
import { eventually, expectCount, expectFocusOn, expectVisible } from "../support/user-sees.ts";

describe("the quick exit", () => {
  let world: SiteWorld;

  beforeAll(async () => {
    world = await startSiteWorld();
  });

  afterAll(async () => {
    await world?.close();
  });

  it("is a labelled link right after the skip link, to the neutral site, sending no referrer", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/about`);
    const exit = page.getByRole("link", { name: "Exit this page" });

    await eventually(() => exit.getAttribute("href")).toBe(QUICK_EXIT_URL);
    await eventually(() => exit.getAttribute("rel")).toBe("noreferrer");
    await page.keyboard.press("Tab");
    await expectFocusOn(page, "Skip to main content");
    await page.keyboard.press("Tab");
    await expectFocusOn(page, "Exit this page");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectVisible(exit);
    await eventually(() => exit.evaluate((link) => link.getBoundingClientRect().top)).toBeLessThan(
      100,
    );
    await visitor.close();
  });

  it("blanks the page at once, then replaces it, so Back does not return to it", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    let releaseNeutralSite = () => {};
    const neutralSiteHeld = new Promise<void>((resolve) => {
      releaseNeutralSite = resolve;
    });
    await page.route(`${QUICK_EXIT_URL}**`, async (route) => {
      await neutralSiteHeld;
      await route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Weather</title>",
      });
    });
    await page.goto(world.server.url);
    await page.getByRole("link", { name: "About", exact: true }).click();
    await page.waitForURL(`${world.server.url}/about`);
    // waitForURL can return once the new document commits, before its deferred quick-exit
    // script has run; a visitor's click lands on a page that has finished loading.
    await page.waitForFunction(() => document.readyState === "complete");

    // Clicked from inside the page, so the state right after the click can be read in the same
    // task: Playwright cannot evaluate while the navigation it started is pending.
    const afterClick = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>("a[data-quick-exit]")?.click();
      const main = document.querySelector("main");
      return {
        isBlank: main !== null && getComputedStyle(main).visibility === "hidden",
        title: document.title,
      };
    });
    expect(afterClick).toEqual({ isBlank: true, title: "" });
    releaseNeutralSite();
    await page.waitForURL(QUICK_EXIT_URL);

    await page.goBack();
    expect(page.url()).toBe(`${world.server.url}/`);
    await visitor.close();
  });

  it("pressing Shift three times leaves the page", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/guidelines`);
    // Headless Chromium sometimes drops a key pressed in the first instant after load: no keydown
    // reaches any listener of the page. Pressing once the page has settled tests the shortcut,
    // not the harness.
    await waitForPageReady(page);
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await page
      .getByRole("status")
      .filter({ hasText: "press 1 more time" })
      .waitFor({ state: "attached" });
    await page.keyboard.press("Shift");
    await page.waitForURL(QUICK_EXIT_URL);
    await eventually(() => page.title()).toBe("Weather");
    await visitor.close();
  });

  it("Escape never leaves the page, and another key in between starts the Shift count again", async () => {
    const visitor = await openSitePage(world);
    const { page } = visitor;
    await page.goto(`${world.server.url}/guidelines`);
    await waitForPageReady(page);
    for (const key of ["Escape", "Escape", "Escape", "Shift", "Shift", "a", "Shift"]) {
      await page.keyboard.press(key);
    }
    await expectCount(page.getByRole("status").filter({ hasText: "press 2 more times" }), 1);
    expect(page.url()).toBe(`${world.server.url}/guidelines`);
    await eventually(() =>
      page.evaluate(() => document.documentElement.classList.contains("is-exiting")),
    ).toBe(false);
    await visitor.close();
  });
});
