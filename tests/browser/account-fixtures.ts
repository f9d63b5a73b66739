import fs from "node:fs";
import path from "node:path";
import { AuthenticatorType } from "appwrite";
import { Secret, TOTP } from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { readOutbox } from "../../backend/mail/outbox.ts";
import { DESKTOP, expectNoAxeViolations, signedInSdk, type AdminWorld } from "./admin-fixtures.ts";
import type { TestAccount } from "../support/users.ts";

export {
  createAccount,
  DESKTOP,
  PHONE,
  signedInSdk,
  startAdminWorld,
  VIEWPORTS,
  type AdminWorld,
  type TestAccount,
} from "./admin-fixtures.ts";

// What the account journeys share: pages whose expected console errors are told apart by the
// request that caused them, screenshots named account-*, TOTP codes and the recovery email.

const screenshotDir = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");

/**
 * A console error the journey causes on purpose. Chromium logs every 4xx answer as "Failed to
 * load resource", so those are matched by status and by the API path that answered.
 */
export type ExpectedError = { kind: "failed-request"; status: number; path: string } | RegExp;

export interface AccountPage {
  page: Page;
  context: BrowserContext;
  expectError(expected: ExpectedError): void;
  /** Fails when the page logged an error nobody expected, then closes the browser context. */
  close(): Promise<void>;
}

/** Chromium's line for a refused request: `status` from the API at `path` (under /v1). */
export function failedRequest(status: number, path: string): ExpectedError {
  return { kind: "failed-request", status, path };
}

/** A guest's or a half-signed-in session's account lookup: 401 from GET /v1/account. */
export const ACCOUNT_LOOKUP_REFUSED = failedRequest(401, "/account");

interface LoggedError {
  text: string;
  url: string;
}

function isExpected(error: LoggedError, expected: ExpectedError): boolean {
  if (expected instanceof RegExp) return expected.test(error.text);
  const isRefused = error.text.startsWith(
    `Failed to load resource: the server responded with a status of ${expected.status} `,
  );
  return isRefused && new URL(error.url).pathname === `/v1${expected.path}`;
}

/** Opens a browser page on the server, optionally signed in through the API. */
export async function openAccountPage(
  world: AdminWorld,
  options: { viewport?: { width: number; height: number }; signedInAs?: TestAccount } = {},
): Promise<AccountPage> {
  const context = await world.browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  if (options.signedInAs !== undefined) {
    const user = await signedInSdk(world.server, options.signedInAs);
    await context.addCookies(
      [...user.cookies].map(([name, value]) => ({ name, value, url: world.server.url })),
    );
  }
  const page = await context.newPage();
  const errors: LoggedError[] = [];
  const expected: ExpectedError[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push({ text: message.text(), url: message.location().url });
    }
  });
  page.on("pageerror", (error) => errors.push({ text: `Uncaught: ${error.message}`, url: "" }));
  return {
    page,
    context,
    expectError: (error) => expected.push(error),
    close: async () => {
      await context.close();
      const unexpected = errors.filter(
        (error) => !expected.some((rule) => isExpected(error, rule)),
      );
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
  };
}

/** Logs in with the admin login form on the current page. */
export async function logInWithForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Waits until a role="status" region says `text`. */
export async function expectStatus(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: text }).count(), {
      message: `a status saying "${text}"`,
    })
    .toBe(1);
}

/** The code an authenticator app shows for `secret` (base32, as the page prints it) at `time`. */
export function totpCode(secret: string, time = Date.now()): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: time });
}

/**
 * Turns two-factor sign-in on through the SDK, as the account page does: links an app, proves
 * it, takes the recovery codes and switches MFA on. Returns the app's secret and the codes.
 */
export async function turnOnTwoFactor(
  world: AdminWorld,
  account: TestAccount,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const sdk = await signedInSdk(world.server, account);
  const { secret } = await sdk.account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
  await sdk.account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp: totpCode(secret) });
  const { recoveryCodes } = await sdk.account.createMFARecoveryCodes();
  await sdk.account.updateMFA({ mfa: true });
  return { secret, recoveryCodes };
}

/** Presses Tab until the control named `name` (a button's text, a field's label) has focus. */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const labelled = element instanceof HTMLInputElement ? element.labels?.[0] : element;
      return labelled?.textContent?.trim() ?? "";
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}".`);
}

/** The recovery link in the newest password reset email to `email`, once it has arrived. */
export async function recoveryLinkFor(world: AdminWorld, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await readOutbox(world.server.dataDir);
      const mail = messages.findLast((message) => message.kind === "email" && message.to === email);
      link = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
      return link;
    })
    .toBeDefined();
  if (link === undefined) throw new Error(`No recovery email reached ${email}.`);
  return link;
}

/**
 * Checks accessibility and saves the whole page as tests/.artifacts/screenshots/account-{name}-
 * {width}.png. The window is made as tall as the page first, so a modal or sticky part is drawn
 * where it belongs rather than where the first screenful ends.
 */
export async function recordState(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  fs.mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize() ?? DESKTOP;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({
    path: path.join(screenshotDir, `account-${name}-${viewport.width}.png`),
  });
  await page.setViewportSize(viewport);
}
