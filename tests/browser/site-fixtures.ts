import type { Page } from "playwright-core";
import {
  openBrowserPage,
  startBrowserWorld,
  type BrowserPage,
  type BrowserPageOptions,
  type BrowserWorld,
  type BrowserWorldOptions,
} from "../support/browser-world.ts";
import { saveFullPageScreenshot } from "../support/screenshots.ts";
import { expectCount } from "../support/user-sees.ts";
import type { SdkUser } from "../support/sdk.ts";
import { signedInAdmin } from "../support/users.ts";

// What only the public journeys need: an organiser to seed data through the SDK, club events,
// the quick exit's neutral site answered locally, and screenshots named site-*.

/** The neutral site of club.config.json's quickExit.url; tests answer it locally (no network). */
export const QUICK_EXIT_URL = "https://www.weather.gov/";

export interface SiteWorld extends BrowserWorld {
  /** An organiser's SDK client, for storing the meetings, agendas and events a test needs. */
  organiser: SdkUser;
}

export async function startSiteWorld(options: BrowserWorldOptions = {}): Promise<SiteWorld> {
  const world = await startBrowserWorld(options);
  try {
    return { ...world, organiser: await signedInAdmin(world.server) };
  } catch (error) {
    await world.close();
    throw error;
  }
}

/** Chromium logs the document load of every 404 page as a console error. */
export const NOT_FOUND_LOAD = /Failed to load resource: the server responded with a status of 404/;

/**
 * Opens a visitor's browser page, recording console errors. The quick exit's neutral site is
 * answered locally, since the tests run without a network.
 */
export async function openSitePage(
  world: Pick<BrowserWorld, "browser">,
  options: Omit<BrowserPageOptions, "signedInAs"> = {},
): Promise<BrowserPage> {
  const visit = await openBrowserPage(world, options);
  await visit.context.route(`${QUICK_EXIT_URL}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Weather</title><h1>Weather</h1>",
    }),
  );
  return visit;
}

/** Saves a full-page screenshot as tests/.artifacts/screenshots/site-{name}-{width}.png. */
export function saveScreenshot(page: Page, name: string): Promise<void> {
  return saveFullPageScreenshot(page, `site-${name}`);
}

/**
 * Waits until the page's handlers are attached, so clicks and keys reach them: html[data-ready],
 * set by the page script on a page React does not hydrate, and by the root layout once React
 * has hydrated any other.
 */
export function waitForPageReady(page: Page): Promise<void> {
  return expectCount(page.locator("html[data-ready]"), 1, "the page is ready");
}
