import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  failedRequest,
  openBrowserPage,
  useBrowserWorld,
  VIEWPORTS,
  type BrowserPage,
} from "../support/browser-world.ts";
import { createAccount, type TestAccount } from "../support/users.ts";
import {
  ACCOUNT_LOOKUP_REFUSED,
  expectStatus,
  logInWithForm,
  recordState,
  tabTo,
  turnOnTwoFactor,
} from "./account-fixtures.ts";
import { nextTotpCode, totpCodeAt } from "../support/authenticator-app.ts";

/** A code the app showed ten minutes ago: the right shape, but no longer accepted. */
function staleCode(secret: string): string {
  return totpCodeAt(secret, Date.now() - 10 * 60 * 1000);
}

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name });
}

/** Logs in with the form and waits for the two-factor step. */
async function logInUpToTheCode(visit: BrowserPage, url: string, account: TestAccount) {
  visit.expectConsoleError(ACCOUNT_LOOKUP_REFUSED);
  await visit.page.goto(url);
  await logInWithForm(visit.page, account);
  await expect.poll(() => heading(visit.page, "Two-factor sign-in").isVisible()).toBe(true);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Two-factor code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

describe("two-factor sign-in", () => {
  const world = useBrowserWorld();

  describe.each(VIEWPORTS)("at $name width", ({ size }) => {
    it("an organiser turns it on with a code from the app, saves the recovery codes, and then needs a right code to log in", async () => {
      const organiser = await createAccount(world.server, { isAdmin: true });
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      visit.expectConsoleError(failedRequest(401, "/account/mfa/challenges"));
      visit.expectConsoleError(/^Two-factor sign-in failed/);
      const { page } = visit;
      await page.goto(`${world.server.url}/admin/account`);

      await page.getByRole("button", { name: "Turn on" }).click();
      const setupHeading = page.getByRole("heading", { name: "Link your authenticator app" });
      await expect.poll(() => setupHeading.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "Link your authenticator app",
      );
      const qrCode = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
      expect(await qrCode.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
      const secret = (await page.getByRole("code").textContent()) ?? "";
      await recordState(page, "two-factor-setup");

      await page.getByLabel("6-digit code").fill(nextTotpCode(secret));
      await page.getByRole("button", { name: "Turn on two-factor" }).click();

      await expectStatus(page, "Two-factor sign-in is on.");
      const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
      expect(await codes.allTextContents()).toHaveLength(6);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "Save your recovery codes",
      );
      await recordState(page, "recovery-codes");
      await page.getByRole("button", { name: "I've saved my codes" }).click();
      expect(await codes.count()).toBe(0);
      expect(await page.getByRole("button", { name: "Turn off" }).isVisible()).toBe(true);
      await recordState(page, "two-factor-on");

      await page.getByRole("button", { name: "Logout" }).click();
      await logInUpToTheCode(visit, `${world.server.url}/admin`, organiser);
      await recordState(page, "two-factor-step");
      await enterCode(page, staleCode(secret));
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toContain("That code isn't right");
      expect(await heading(page, "Two-factor sign-in").isVisible()).toBe(true);
      await recordState(page, "two-factor-refused");

      await enterCode(page, nextTotpCode(secret));
      await expect.poll(() => heading(page, "Admin Panel").isVisible()).toBe(true);
      await visit.close();
    });
  });

  it("a recovery code logs an organiser in once and is refused the second time", async () => {
    const organiser = await createAccount(world.server, { isAdmin: true });
    const { recoveryCodes } = await turnOnTwoFactor(world, organiser);
    const [code, otherCode] = recoveryCodes;
    if (code === undefined || otherCode === undefined) throw new Error("Expected recovery codes.");
    const visit = await openBrowserPage(world);
    visit.expectConsoleError(failedRequest(401, "/account/mfa/challenges"));
    visit.expectConsoleError(/^Two-factor sign-in failed/);
    const { page } = visit;

    await logInUpToTheCode(visit, `${world.server.url}/admin`, organiser);
    await enterCode(page, code);
    await expect.poll(() => heading(page, "Admin Panel").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Logout" }).click();
    await logInUpToTheCode(visit, `${world.server.url}/admin`, organiser);
    await enterCode(page, code);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("That code isn't right");
    await enterCode(page, otherCode);
    await expect.poll(() => heading(page, "Admin Panel").isVisible()).toBe(true);
    await visit.close();
  });

  it("an organiser using only the keyboard turns it off with a code, logs in without one, and can turn it on again with new recovery codes", async () => {
    const organiser = await createAccount(world.server, { isAdmin: true });
    const { secret, recoveryCodes } = await turnOnTwoFactor(world, organiser);
    const visit = await openBrowserPage(world);
    visit.expectConsoleError(failedRequest(401, "/account/mfa/challenges"));
    visit.expectConsoleError(/^Failed to turn off two-factor sign-in:/);
    const { page } = visit;
    await logInUpToTheCode(visit, `${world.server.url}/admin/account`, organiser);
    await tabTo(page, "Two-factor code");
    await page.keyboard.type(nextTotpCode(secret));
    await page.keyboard.press("Enter");
    await expect.poll(() => heading(page, "Your account").isVisible()).toBe(true);

    await tabTo(page, "Turn off");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.type(staleCode(secret));
    await page.keyboard.press("Enter");
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toContain("That code isn't right");
    await recordState(page, "turn-off-dialog");
    await page.keyboard.type(nextTotpCode(secret));
    await page.keyboard.press("Enter");

    await expectStatus(page, "Two-factor sign-in is off.");
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Two-factor sign-in",
    );
    await page.getByRole("button", { name: "Logout" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
    await logInWithForm(page, organiser);
    await expect.poll(() => heading(page, "Your account").isVisible()).toBe(true);

    await tabTo(page, "Turn on");
    await page.keyboard.press("Enter");
    const secretShown = page.getByRole("code");
    await expect.poll(() => secretShown.isVisible()).toBe(true);
    // A keyboard user goes on from where the step put focus, its heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Link your authenticator app",
    );
    await tabTo(page, "6-digit code");
    await page.keyboard.type(nextTotpCode((await secretShown.textContent()) ?? ""));
    await page.keyboard.press("Enter");
    await expectStatus(page, "Two-factor sign-in is on.");
    const newCodes = await page
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(newCodes).toHaveLength(6);
    expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await visit.close();
  });
});
