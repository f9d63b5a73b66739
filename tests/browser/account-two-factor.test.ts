import { URI } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  failedSiteRequest,
  openBrowserPage,
  useBrowserWorld,
  DESKTOP_ONLY,
  PHONE,
  type BrowserPage,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, type TestAccount } from "../support/users.ts";
import {
  SIGN_IN_REFUSED,
  expectStatus,
  logInWithForm,
  tabTo,
  turnOnTwoFactor,
} from "./account-fixtures.ts";
import {
  eventually,
  expectCount,
  expectFocusOn,
  expectHidden,
  expectText,
  expectVisible,
} from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { nextTotpCode, totpCode } from "../support/totp.ts";

/** A code the app showed ten minutes ago: the right shape, but no longer accepted. */
function staleCode(secret: string): string {
  return totpCode(secret, 20);
}

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name });
}

/** Logs in with the form and waits for the two-factor step. */
async function logInUpToTheCode(visit: BrowserPage, url: string, account: TestAccount) {
  await visit.page.goto(url);
  await logInWithForm(visit.page, account);
  await expectVisible(heading(visit.page, "Two-factor sign-in"));
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Two-factor code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

describe("two-factor sign-in", () => {
  const world = useBrowserWorld();

  describe.each(DESKTOP_ONLY)("at $name width", ({ size }) => {
    it("an organiser turns it on with a code from the app, saves the recovery codes, and then needs a right code to log in", async () => {
      const organiser = await createTestAccount(world.server, ORGANISER);
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      visit.expectConsoleError(SIGN_IN_REFUSED);
      const { page } = visit;
      await page.goto(`${world.server.url}/admin/account`);

      await page.getByRole("button", { name: "Turn on" }).click();
      const setupHeading = page.getByRole("heading", { name: "Link your authenticator app" });
      await expectVisible(setupHeading);
      await expectFocusOn(page, "Link your authenticator app");
      const qrCode = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
      await eventually(() => qrCode.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
      // The server's QR code is drawn: the page's CSP lets a data: image in.
      await eventually(() =>
        qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      const secret = (await page.getByRole("code").textContent()) ?? "";
      await recordState(page, "account-two-factor-setup");

      await page.getByLabel("6-digit code").fill(nextTotpCode(secret));
      await page.getByRole("button", { name: "Turn on two-factor" }).click();

      await expectStatus(page, "Two-factor sign-in is on.");
      const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
      await eventually(() => codes.allTextContents()).toHaveLength(6);
      await expectFocusOn(page, "Save your recovery codes");
      await recordState(page, "account-recovery-codes");
      await page.getByRole("button", { name: "I've saved my codes" }).click();
      await expectCount(codes, 0);
      await expectVisible(page.getByRole("button", { name: "Turn off" }));
      await recordState(page, "account-two-factor-on");

      await page.getByRole("button", { name: "Logout" }).click();
      await logInUpToTheCode(visit, `${world.server.url}/admin`, organiser);
      await recordState(page, "account-two-factor-step");
      await enterCode(page, staleCode(secret));
      await eventually(() => page.getByRole("alert").textContent()).toContain(
        "That code isn't right",
      );
      await expectVisible(heading(page, "Two-factor sign-in"));
      await recordState(page, "account-two-factor-refused");

      await enterCode(page, nextTotpCode(secret));
      await expectVisible(heading(page, "Admin Panel"));
      await visit.close();
    });
  });

  describe.each([
    { name: "320 px", size: { width: 320, height: 568 } },
    { name: "390 px", size: PHONE },
  ])("on a phone at $name", ({ size }) => {
    it("an organiser links the app on the same phone through the otpauth link, whose secret is the key shown in groups of four, and retries a refused code", async () => {
      const organiser = await createTestAccount(world.server, ORGANISER);
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      visit.expectConsoleError(failedSiteRequest(401, "/admin/account"));
      const { page } = visit;
      await page.goto(`${world.server.url}/admin/account`);
      await page.getByRole("button", { name: "Turn on" }).click();

      const appLink = page.getByRole("link", { name: "Open in your authenticator app" });
      await eventually(() => appLink.getAttribute("href")).toMatch(/^otpauth:\/\/totp\//);
      const shownKey = (await page.getByRole("code").textContent()) ?? "";
      expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      const linked = URI.parse((await appLink.getAttribute("href")) ?? "");
      expect(linked.secret.base32).toBe(shownKey.replace(/ /g, ""));
      await expectNoAxeViolations(page);
      await saveTallWindowScreenshot(page, "account-two-factor-setup-phone");
      await page.setViewportSize(size);

      // A refused code draws the same step again, on the field for the next code.
      await page.getByLabel("6-digit code").fill(staleCode(linked.secret.base32));
      await page.getByRole("button", { name: "Turn on two-factor" }).click();
      await expectText(
        page.getByRole("status").filter({ hasText: "Failed to turn on" }),
        /That code isn.t right/,
      );
      await eventually(() => page.getByRole("code").textContent()).toBe(shownKey);
      await eventually(() =>
        page.evaluate(() => document.activeElement?.getAttribute("name") ?? null),
      ).toBe("code");
      await page.getByLabel("6-digit code").fill(nextTotpCode(linked.secret.base32));
      await page.getByRole("button", { name: "Turn on two-factor" }).click();
      await expectStatus(page, "Two-factor sign-in is on.");
      await visit.close();
    });
  });

  it("a recovery code logs an organiser in once and is refused the second time", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const { recoveryCodes } = await turnOnTwoFactor(world, organiser);
    const [code, otherCode] = recoveryCodes;
    if (code === undefined || otherCode === undefined) throw new Error("Expected recovery codes.");
    const visit = await openBrowserPage(world);
    visit.expectConsoleError(SIGN_IN_REFUSED);
    const { page } = visit;

    await logInUpToTheCode(visit, `${world.server.url}/admin`, organiser);
    await enterCode(page, code);
    await expectVisible(heading(page, "Admin Panel"));

    await page.getByRole("button", { name: "Logout" }).click();
    await logInUpToTheCode(visit, `${world.server.url}/admin`, organiser);
    await enterCode(page, code);
    await eventually(() => page.getByRole("alert").textContent()).toContain(
      "That code isn't right",
    );
    await enterCode(page, otherCode);
    await expectVisible(heading(page, "Admin Panel"));
    await visit.close();
  });

  it("an organiser using only the keyboard turns it off with a code, logs in without one, and can turn it on again with new recovery codes", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const { secret, recoveryCodes } = await turnOnTwoFactor(world, organiser);
    const visit = await openBrowserPage(world);
    // A refused code is the page the server draws again, with a 401.
    visit.expectConsoleError(failedSiteRequest(401, "/admin/account"));
    const { page } = visit;
    await logInUpToTheCode(visit, `${world.server.url}/admin/account`, organiser);
    await tabTo(page, "Two-factor code");
    await page.keyboard.type(nextTotpCode(secret));
    await page.keyboard.press("Enter");
    await expectVisible(heading(page, "Your account"));

    await tabTo(page, "Turn off");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    await expectVisible(dialog);
    await page.keyboard.type(staleCode(secret));
    await page.keyboard.press("Enter");
    await eventually(() => dialog.getByRole("alert").textContent()).toContain(
      "That code isn't right",
    );
    await recordState(page, "account-turn-off-dialog");
    await page.keyboard.type(nextTotpCode(secret));
    await page.keyboard.press("Enter");

    await expectStatus(page, "Two-factor sign-in is off.");
    await expectHidden(dialog);
    await expectFocusOn(page, "Two-factor sign-in");
    await page.getByRole("button", { name: "Logout" }).click();
    await expectVisible(page.getByRole("button", { name: "Login" }));
    await logInWithForm(page, organiser);
    await expectVisible(heading(page, "Your account"));

    await tabTo(page, "Turn on");
    await page.keyboard.press("Enter");
    const secretShown = page.getByRole("code");
    await expectVisible(secretShown);
    // A keyboard user goes on from where the step put focus, its heading.
    await expectFocusOn(page, "Link your authenticator app");
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
