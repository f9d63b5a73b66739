import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openBrowserPage,
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import type { SdkUser } from "../support/sdk.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// The club's look at phone width (decision 0114): an organiser chooses the accent colours on
// Club settings, sees the home page take them in the preview before saving, and a visitor's next
// load has them; a colour that would leave text hard to read is refused with the pair named.

const TEAL = "#0b5563";
const PALE_PINK = "#f5c2e7";

describe("the club's look", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    session = await openBrowserSession(world, { signedInAs: organiser, viewport: PHONE });
  });

  afterAll(async () => {
    await session.close();
  });

  const stored = () => sdk.databases.getDocument("offbranch", "club_settings", "club");

  it("an organiser picks a teal accent, sees the home page preview in it before saving, and a visitor's next load has teal buttons", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    const accent = page.getByLabel("Accent colour", { exact: true });
    await accent.fill(TEAL);

    const preview = page.frameLocator(
      'iframe[title="Preview of the home page with the chosen colours"]',
    );
    const previewButton = preview.locator(".hero a.button-primary");
    await eventually(() =>
      previewButton.evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgb(11, 85, 99)");
    expect((await stored()).accent_light, "nothing stored before Save").toBe("");
    const home = await (await fetch(world.server.url)).text();
    expect(home, "visitors see nothing before Save").not.toContain(TEAL);
    await recordState(page, "admin-club-look-preview");

    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect((await stored()).accent_light).toBe(TEAL);
    await admin.close();

    for (const viewport of [{ width: 320, height: 700 }, PHONE, { width: 1280, height: 800 }]) {
      const visitor = await openBrowserPage(world, { viewport });
      await visitor.page.goto(world.server.url);
      const button = visitor.page.locator(".hero a.button-primary");
      await eventually(() =>
        button.evaluate((element) => getComputedStyle(element).backgroundColor),
      ).toBe("rgb(11, 85, 99)");
      await saveTallWindowScreenshot(visitor.page, "home-club-accent");
      await visitor.close();
    }
  });

  it("a pale pink is refused at the field with the pair that fails, and Save stores nothing", async () => {
    const before = await stored();
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    const accent = page.getByLabel("Accent colour", { exact: true });
    await eventually(() => accent.inputValue()).toBe(before.accent_light);
    await accent.fill(PALE_PINK);
    await expectVisible(
      page.getByText(`Hard to read. White text on ${PALE_PINK} buttons: 1.5:1, needs 4.5:1.`),
    );
    await eventually(() => accent.getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByText("Some fields need a change first"));
    await recordState(page, "admin-club-look-refused");
    expect((await stored()).$updatedAt).toBe(before.$updatedAt);
    await admin.close();
  });
});
