import fs from "node:fs";
import path from "node:path";
import { ID } from "appwrite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { launchChromium } from "../support/browser.ts";
import type { SdkUser } from "../support/sdk.ts";
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from "../support/test-server.ts";
import { signedInAdmin } from "../support/users.ts";

export {
  daysFromNow,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  seedMeeting,
  VIEWPORTS,
} from "./admin-fixtures.ts";

// What the public journeys share: a server with the site and an organiser to seed data through
// the SDK, Chromium, pages that fail on unexpected console errors, and screenshots.

const screenshotDir = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");

/** The neutral site of club.config.json's quickExit.url; tests answer it locally (no network). */
export const QUICK_EXIT_URL = "https://www.bbc.co.uk/weather";

export interface SiteWorld {
  server: TestServer;
  browser: Browser;
  /** An organiser's SDK client, for storing the meetings, agendas and events a test needs. */
  organiser: SdkUser;
  close(): Promise<void>;
}

export async function startSiteWorld(
  options: Pick<TestServerOptions, "clubTimeZone"> = {},
): Promise<SiteWorld> {
  const server = await startTestServer({ withSite: true, ...options });
  try {
    const organiser = await signedInAdmin(server);
    const browser = await launchChromium();
    return {
      server,
      browser,
      organiser,
      close: async () => {
        await browser.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Stores a club event through the SDK; returns its id. */
export async function seedEvent(
  organiser: SdkUser,
  event: { title: string; time: string; end?: string },
): Promise<string> {
  const created = await organiser.databases.createDocument({
    databaseId: "offbranch",
    collectionId: "club_events",
    documentId: ID.unique(),
    data: event,
  });
  return created.$id;
}

export interface SitePage {
  page: Page;
  context: BrowserContext;
  /** Console errors the journey causes on purpose, such as Chromium logging a 404 page's load. */
  expectConsoleError(pattern: RegExp): void;
  /** Fails when the page logged an error nobody expected, then closes the browser context. */
  close(): Promise<void>;
}

export interface SitePageOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  colorScheme?: "light" | "dark";
}

/** Chromium logs the document load of every 404 page as a console error. */
export const NOT_FOUND_LOAD = /Failed to load resource: the server responded with a status of 404/;

/**
 * Opens a visitor's browser page, recording console errors. The quick exit's neutral site is
 * answered locally, since the tests run without a network.
 */
export async function openSitePage(
  world: Pick<SiteWorld, "browser">,
  options: SitePageOptions = {},
): Promise<SitePage> {
  const context = await world.browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    timezoneId: options.timezoneId,
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  await context.route(`${QUICK_EXIT_URL}**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Weather</title><h1>Weather</h1>",
    }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const expected: RegExp[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  return {
    page,
    context,
    expectConsoleError: (pattern) => expected.push(pattern),
    close: async () => {
      await context.close();
      const unexpected = errors.filter((text) => !expected.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
  };
}

/** Saves a full-page screenshot as tests/.artifacts/screenshots/site-{name}-{width}.png. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(screenshotDir, `site-${name}-${width}.png`),
    fullPage: true,
  });
}

/** Waits until React has hydrated the page's main content, so clicks reach its handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  // React marks each element it has hydrated with an internal "__reactFiber$..." property.
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}
