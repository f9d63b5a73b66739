import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { seedMeeting } from "../support/seed-meetings.ts";
import {
  failedSiteRequest,
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { eventually, expectHidden, expectVisible } from "../support/user-sees.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";

// Phones first in the admin (issue 31 item 7): the sticky bars leave room for the form, a refused
// save shows and focuses the wrong field, and the sections far down are one tap away.

const PHONES = [
  // Before: the header and the Save bar took 40% of this window and 22% of the next.
  { name: "320 px", size: { width: 320, height: 568 }, most: 0.25 },
  { name: "390 px", size: PHONE, most: 0.16 },
];

/** How much of the window the sticky header and the Save bar cover, halfway down the screen. */
async function shareOfStickyBars(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    const header = document.querySelector(".site-header")?.getBoundingClientRect();
    const bar = document.querySelector(".save-bar")?.getBoundingClientRect();
    if (header === undefined || bar === undefined) return 1;
    const top = Math.max(0, header.bottom);
    const bottom = Math.max(0, window.innerHeight - bar.top);
    return (top + bottom) / window.innerHeight;
  });
}

/** Whether `selector`'s element lies wholly between the sticky header and the Save bar. */
function isClearOfBars(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const field = document.querySelector(wanted)?.getBoundingClientRect();
    const header = document.querySelector(".site-header")?.getBoundingClientRect();
    const bar = document.querySelector(".save-bar")?.getBoundingClientRect();
    if (field === undefined || header === undefined || bar === undefined) return false;
    return field.top >= header.bottom && field.bottom <= bar.top;
  }, selector);
}

describe("Manage Meeting on a phone", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, organiser);
    session = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await session.close();
  });

  async function openMeeting(size: { width: number; height: number }) {
    const id = await seedMeeting(sdk, {
      title: "Film Night",
      start: "2030-02-02T00:00:00.000Z",
      end: "2030-02-02T02:00:00.000Z",
    });
    const admin = await session.openPage({ viewport: size });
    // A refused save's answer is a 400 page, which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(400, `/admin/${id}`));
    await openAdminScreen(admin.page, `${world.server.url}/admin/${id}`);
    return admin;
  }

  describe.each(PHONES)("at $name", ({ name, size, most }) => {
    it("the sticky header and the Save bar leave most of the window to the form", async () => {
      const admin = await openMeeting(size);
      const share = await shareOfStickyBars(admin.page);
      console.info(`Sticky bars at ${name}: ${(share * 100).toFixed(1)}% of the window`);
      expect(share).toBeLessThanOrEqual(most);
      await saveTallWindowScreenshot(admin.page, `admin-meeting-phone-${size.width}`);
      await admin.page.setViewportSize(size);
      await admin.close();
    });

    it("a refused save focuses the wrong field where it can be seen, and saving it put right clears the message", async () => {
      const admin = await openMeeting(size);
      const { page } = admin;
      const endDate = page.getByLabel("End date");
      await eventually(() => endDate.inputValue()).toBe("2030-02-01");
      await endDate.fill("2030-01-30");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole("button", { name: "Save" }).click();
      await eventually(() => page.evaluate(() => document.activeElement?.id ?? null)).toBe(
        "meeting-endDate",
      );
      await eventually(() => isClearOfBars(page, "#meeting-endDate")).toBe(true);
      await expectVisible(page.locator(".save-bar").getByText("The end is before the start."));

      await endDate.fill("2030-02-01");
      await page.getByRole("button", { name: "Save" }).click();
      await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
      await expectHidden(page.getByText("The end is before the start."));
      await admin.close();
    });

    it("Duplicate for next week and the polls are one tap from the top of the screen", async () => {
      const admin = await openMeeting(size);
      const { page } = admin;
      const menu = page.getByRole("navigation", { name: "On this screen" });
      const isInFirstWindow = await menu.evaluate(
        (element) => element.getBoundingClientRect().bottom <= window.innerHeight,
      );
      expect(isInFirstWindow).toBe(true);

      await menu.getByRole("link", { name: "Duplicate for next week" }).click();
      await eventually(() => isClearOfBars(page, "#meeting-copies-heading")).toBe(true);
      await expectVisible(page.getByRole("button", { name: "Duplicate for next week" }));

      await menu.evaluate((element) => element.scrollIntoView());
      await menu.getByRole("link", { name: "Polls" }).click();
      await eventually(() => isClearOfBars(page, "#meeting-polls-heading")).toBe(true);
      await admin.close();
    });
  });
});
