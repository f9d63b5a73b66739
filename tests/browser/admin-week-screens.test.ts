import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import { GUIDELINES } from "../../app/lib/collections/ids.ts";
import type { SdkUser } from "../support/sdk.ts";
import {
  openBrowserSession,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { expectVisible } from "../support/user-sees.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";

// The admin screens issue 31 items 1, 7, 8 and 10 changed, at the two phone widths, each checked
// for accessibility and pictured (tests/.artifacts/screenshots/admin-week-*) for a person to look at.

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
];

describe("the admin screens of an organiser's week, on phones", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, organiser);
    session = await openBrowserSession(world, { signedInAs: organiser });
    // The panel then lists the guidelines as a text to translate.
    await sdk.databases.deleteDocument({
      databaseId: DATABASE_ID,
      collectionId: GUIDELINES,
      documentId: "es",
    });
  });

  afterAll(async () => {
    await session.close();
  });

  async function look(page: Page, name: string, size: { width: number; height: number }) {
    await expectNoAxeViolations(page);
    await saveTallWindowScreenshot(page, `admin-week-${name}`);
    await page.setViewportSize(size);
  }

  it.each(PHONES)(
    "at $width px: the panel, a new meeting, a new event and Club settings pass the accessibility check",
    async (size) => {
      const { page, close } = await session.openPage({ viewport: size });
      await openAdminScreen(page, `${world.server.url}/admin`);
      await expectVisible(page.getByRole("heading", { name: "Texts to translate" }));
      await look(page, "panel", size);

      await page.getByRole("button", { name: "Create Meeting" }).click();
      await page.waitForURL(/\/admin\/[^/]+$/);
      await expectVisible(page.getByText("Not public until you save"));
      await look(page, "new-meeting", size);
      await page.getByRole("button", { name: "Discard this new meeting" }).click();
      await page.waitForURL(/\/admin$/);

      await page.getByRole("button", { name: "Add Event" }).click();
      await page.waitForURL(/\/admin\/events\/[^/]+$/);
      await expectVisible(page.getByText("Not public until you save"));
      await look(page, "new-event", size);
      await page.getByRole("button", { name: "Discard this new event" }).click();
      await page.waitForURL(/\/admin$/);

      await openAdminScreen(page, `${world.server.url}/admin/settings`);
      await expectVisible(page.getByLabel("A neutral site for your country (a weather page)"));
      await look(page, "club-settings", size);
      await close();
    },
  );
});
