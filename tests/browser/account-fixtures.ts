import { AuthenticatorType } from "appwrite";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { readOutbox } from "../../backend/mail/outbox.ts";
import { failedSiteRequest, type BrowserWorld } from "../support/browser-world.ts";
import { totpCode } from "../support/totp.ts";
import { signedInSdk, type TestAccount } from "../support/users.ts";
import { expectCount } from "../support/user-sees.ts";

// What only the account journeys need: a refused sign-in step, the login form, status
// messages, two-factor sign-in turned on, and the recovery email.

/** Chromium's line for a sign-in step the site's server refused (decision 0148): a wrong code. */
export const SIGN_IN_REFUSED = failedSiteRequest(401, /^\/admin(?:\.data)?$/);

/** Logs in with the admin login form on the current page. */
export async function logInWithForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Waits until a role="status" region says `text`. */
export function expectStatus(page: Page, text: string): Promise<void> {
  const status = page.getByRole("status").filter({ hasText: text });
  return expectCount(status, 1, `a status saying "${text}"`);
}

/**
 * Turns two-factor sign-in on through the SDK, as the account page does: links an app, proves
 * it, takes the recovery codes and switches MFA on. Returns the app's secret and the codes.
 */
export async function turnOnTwoFactor(
  world: BrowserWorld,
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
export async function recoveryLinkFor(world: BrowserWorld, email: string): Promise<string> {
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
