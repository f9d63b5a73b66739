import fs from "node:fs";
import path from "node:path";
import axe from "axe-core";
import { ID, type Models } from "appwrite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { getUserByEmail, updateLabels } from "../../backend/services/accounts.ts";
import { launchChromium } from "../support/browser.ts";
import { sdkUser, type SdkUser } from "../support/sdk.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { createTestAccount, type TestAccount } from "../support/users.ts";

export type { TestAccount };

// What the admin journeys share: a server with the site, Chromium, organiser accounts, pages
// that fail on unexpected console errors, accessibility checks and screenshots.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const VIEWPORTS = [
  { name: "phone", size: PHONE },
  { name: "desktop", size: DESKTOP },
] as const;

const screenshotDir = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");

export interface AdminWorld {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startAdminWorld(): Promise<AdminWorld> {
  const server = await startTestServer({ withSite: true });
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

/** Makes an account as `npm run users` does, with the admin label or without it. */
export function createAccount(
  server: TestServer,
  options: { isAdmin: boolean; name?: string },
): Promise<TestAccount> {
  return createTestAccount(server, {
    labels: options.isAdmin ? ["admin"] : [],
    name: options.name ?? "Robin Organiser",
  });
}

/** Takes the admin label away, as `npm run users -- label --remove admin` does mid-session. */
export async function removeAdminLabel(server: TestServer, account: TestAccount): Promise<void> {
  if (server.backend === null)
    throw new Error("The test server runs without the embedded backend.");
  const deps = { accounts: server.backend.store.accounts, now: () => new Date() };
  const user = await getUserByEmail(deps, account.email);
  await updateLabels(
    deps,
    user.id,
    user.labels.filter((label) => label !== "admin"),
  );
}

/** An SDK client signed in as `account`, for seeding data and reading what the UI stored. */
export async function signedInSdk(server: TestServer, account: TestAccount): Promise<SdkUser> {
  const user = sdkUser(server);
  await user.account.createEmailPasswordSession({
    email: account.email,
    password: account.password,
  });
  return user;
}

export interface MeetingSeed {
  title?: string;
  location?: string;
  start: string;
  end: string;
  canceled?: boolean;
  agenda?: Partial<Record<AgendaKey, string>> | null;
}

type AgendaKey =
  | "agenda_preview"
  | "question_1"
  | "question_2"
  | "question_3"
  | "quote_text"
  | "quote_author"
  | "everything_else";

const emptyAgenda: Record<AgendaKey, string> = {
  agenda_preview: "",
  question_1: "",
  question_2: "",
  question_3: "",
  quote_text: "",
  quote_author: "",
  everything_else: "",
};

/** Stores a meeting (and, unless `agenda` is null, its agenda) through the SDK; returns its id. */
export async function seedMeeting(admin: SdkUser, seed: MeetingSeed): Promise<string> {
  const { agenda = {}, ...meeting } = seed;
  const created = await admin.databases.createDocument({
    databaseId: "offbranch",
    collectionId: "club_meetings",
    documentId: ID.unique(),
    data: meeting,
  });
  if (agenda !== null) {
    await admin.databases.createDocument({
      databaseId: "offbranch",
      collectionId: "club_agendas",
      documentId: created.$id,
      data: { ...emptyAgenda, ...agenda },
    });
  }
  return created.$id;
}

export function readMeeting(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: "offbranch",
    collectionId: "club_meetings",
    documentId: id,
  });
}

export function readAgenda(reader: SdkUser, id: string): Promise<Models.DefaultDocument> {
  return reader.databases.getDocument({
    databaseId: "offbranch",
    collectionId: "club_agendas",
    documentId: id,
  });
}

/** An ISO instant `days` days from now (negative: in the past). */
export function daysFromNow(days: number, hours = 0): string {
  return new Date(Date.now() + (days * 24 + hours) * 60 * 60 * 1000).toISOString();
}

export interface AdminPage {
  page: Page;
  context: BrowserContext;
  /** Console errors the journey causes on purpose (a refused login is logged, as spec section 8 says). */
  expectConsoleError(pattern: RegExp): void;
  /** Fails when the page logged an error nobody expected, then closes the browser context. */
  close(): Promise<void>;
}

export interface AdminPageOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  colorScheme?: "light" | "dark";
  /** Sign in through the API first (the login form has its own tests). */
  signedInAs?: TestAccount;
}

/** Opens a browser page on the server, optionally signed in, recording its console errors. */
export async function openAdminPage(
  world: AdminWorld,
  options: AdminPageOptions = {},
): Promise<AdminPage> {
  const context = await world.browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    timezoneId: options.timezoneId,
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  if (options.signedInAs !== undefined) {
    const user = await signedInSdk(world.server, options.signedInAs);
    await context.addCookies(
      [...user.cookies].map(([name, value]) => ({ name, value, url: world.server.url })),
    );
  }
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

/** A guest's account lookup is answered 401, which Chromium logs as a failed resource load. */
export const GUEST_ACCOUNT_LOOKUP =
  /Failed to load resource: the server responded with a status of 401/;

/** Runs axe-core on the page and fails on any violation, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate<{ id: string; impact: string | null; nodes: string[] }[]>(`
    axe.run(document, { resultTypes: ["violations"] }).then((result) =>
      result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(" ") + ": " + node.failureSummary),
      })),
    )
  `);
  expect(violations).toEqual([]);
}

/**
 * Saves the whole page as tests/.artifacts/screenshots/admin-{name}-{width}.png. The window is
 * made as tall as the page first: a full-page capture would otherwise draw the sticky save bar
 * where the first screenful ends, on top of the content below it.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize() ?? DESKTOP;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: path.join(screenshotDir, `admin-${name}-${viewport.width}.png`) });
  await page.setViewportSize(viewport);
}

/** Checks accessibility and takes a screenshot: what every admin state gets at both widths. */
export async function recordState(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, name);
}
