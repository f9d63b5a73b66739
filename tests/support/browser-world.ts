import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchChromium } from "./browser.ts";
import { startSiteOnAStandIn, type BackendMode } from "./site-on-a-stand-in.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server.ts";
import { siteSessionCookies, type TestAccount } from "./users.ts";

// What every browser journey shares: a server with the site, system Chromium, and pages that
// fail their test when they log a console error nobody expected.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const VIEWPORTS = [
  { name: "phone", size: PHONE },
  { name: "desktop", size: DESKTOP },
] as const;
/**
 * For a journey whose layout is the same at both widths: it runs once, at desktop width, and
 * recordState (tests/support/record-state.ts) still checks and pictures each state at both.
 * Journeys through what does change with the width (the navbar menu, the public pages' layout,
 * the table picker) keep VIEWPORTS.
 */
export const DESKTOP_ONLY = [{ name: "desktop", size: DESKTOP }] as const;

export interface BrowserWorld {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

export type BrowserWorldOptions = Pick<
  TestServerOptions,
  "clubTimeZone" | "signupsOpen" | "log" | "now"
> & {
  /** The site on its embedded backend (the default), or on a stand-in for a real Appwrite. */
  mode?: BackendMode;
};

/** Starts a server that serves the site, then Chromium; stops the server if Chromium fails. */
export async function startBrowserWorld({
  mode = "embedded",
  ...options
}: BrowserWorldOptions = {}): Promise<BrowserWorld> {
  const server =
    mode === "stand-in"
      ? await startSiteOnAStandIn(options)
      : await startTestServer({ withSite: true, ...options });
  try {
    const browser = await launchChromium();
    return {
      server,
      browser,
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

/** A world started before the enclosing describe's tests and closed after them. */
export function useBrowserWorld(options: BrowserWorldOptions = {}): BrowserWorld {
  let started: BrowserWorld | undefined;
  beforeAll(async () => {
    started = await startBrowserWorld(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): BrowserWorld => {
    if (started === undefined) throw new Error("The browser world starts in beforeAll.");
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    close: () => current().close(),
  };
}

/**
 * A console error the journey causes on purpose: a pattern for the text, or a refused request.
 * Chromium logs every 4xx answer as "Failed to load resource", so those are matched by status
 * and by the path that answered.
 */
export type ExpectedConsoleError =
  RegExp | { kind: "failed-request"; status: number; path: string | RegExp };

/** Chromium's line for a refused request: `status` from the API at `path` (under /v1). */
export function failedRequest(status: number, path: string): ExpectedConsoleError {
  return { kind: "failed-request", status, path: `/v1${path}` };
}

/**
 * Chromium's line for a refused request to the site itself at `path` (an Ask page's form), or at
 * any path `path` matches.
 */
export function failedSiteRequest(status: number, path: string | RegExp): ExpectedConsoleError {
  return { kind: "failed-request", status, path };
}

interface LoggedError {
  text: string;
  url: string;
}

function isExpected(error: LoggedError, expected: ExpectedConsoleError): boolean {
  if (expected instanceof RegExp) return expected.test(error.text);
  const isRefused = error.text.startsWith(
    `Failed to load resource: the server responded with a status of ${expected.status} `,
  );
  const { pathname } = new URL(error.url);
  return (
    isRefused &&
    (typeof expected.path === "string" ? pathname === expected.path : expected.path.test(pathname))
  );
}

export interface BrowserPage {
  page: Page;
  context: BrowserContext;
  /** Console errors the journey causes on purpose (a refused login is logged, with its cause). */
  expectConsoleError(expected: ExpectedConsoleError): void;
  /** Fails when the page logged an error nobody expected, then closes the page (or its context). */
  close(): Promise<void>;
}

export interface BrowserPageOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  /** The browser's language (navigator.languages), as "es-MX". */
  locale?: string;
  colorScheme?: "light" | "dark";
  /** The browser's User-Agent, for tests that look for it where it must not be. */
  userAgent?: string;
  /** Sign in through the API first (the login form has its own tests). Needs the world's server. */
  signedInAs?: TestAccount;
  /** False: the page runs no script at all, as with JavaScript turned off (the forms post as plain HTML). */
  javaScriptEnabled?: boolean;
}

async function newBrowserContext(
  world: BrowserWorld | Pick<BrowserWorld, "browser">,
  options: BrowserPageOptions,
): Promise<BrowserContext> {
  const context = await world.browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    timezoneId: options.timezoneId,
    locale: options.locale,
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
    userAgent: options.userAgent,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.signedInAs !== undefined) {
    if (!("server" in world)) throw new Error("Signing in needs the world's server.");
    const cookies = await siteSessionCookies(world.server, options.signedInAs);
    await context.addCookies(
      [...cookies].map(([name, value]) => ({ name, value, url: world.server.url })),
    );
  }
  return context;
}

/** A new page in `context` that records its console errors; close() ends with `closeWith`. */
async function watchedPage(
  context: BrowserContext,
  closeWith: (page: Page) => Promise<void>,
): Promise<BrowserPage> {
  const page = await context.newPage();
  const errors: LoggedError[] = [];
  const expected: ExpectedConsoleError[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push({ text: message.text(), url: message.location().url });
    }
  });
  page.on("pageerror", (error) => errors.push({ text: `Uncaught: ${error.message}`, url: "" }));
  return {
    page,
    context,
    expectConsoleError: (error) => expected.push(error),
    close: async () => {
      await closeWith(page);
      const unexpected = errors.filter(
        (error) => !expected.some((rule) => isExpected(error, rule)),
      );
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
  };
}

/** Opens a browser page in a context of its own, optionally signed in, recording its console errors. */
export async function openBrowserPage(
  world: BrowserWorld | Pick<BrowserWorld, "browser">,
  options: BrowserPageOptions = {},
): Promise<BrowserPage> {
  const context = await newBrowserContext(world, options);
  return watchedPage(context, () => context.close());
}

export interface BrowserSession {
  /** A new page (tab) in the session: its own console, routes and dialogs, the session's cookies. */
  openPage(options?: { viewport?: { width: number; height: number } }): Promise<BrowserPage>;
  close(): Promise<void>;
}

/**
 * One browser context, signed in once, for several journeys of a file: a tab per journey instead
 * of a context per journey. A new context and sign-in cost about as much as the page load itself,
 * and a tab in a context that has loaded the site before finds its scripts in the cache. Journeys
 * that sign out, change the account or need another time zone or colour scheme keep their own
 * context (openBrowserPage). docs/decisions/0057-browser-journeys-share-a-signed-in-context.md
 */
export async function openBrowserSession(
  world: BrowserWorld,
  options: BrowserPageOptions = {},
): Promise<BrowserSession> {
  const context = await newBrowserContext(world, options);
  return {
    openPage: async ({ viewport } = {}) => {
      const opened = await watchedPage(context, (page) => page.close());
      if (viewport !== undefined) await opened.page.setViewportSize(viewport);
      return opened;
    },
    close: () => context.close(),
  };
}
