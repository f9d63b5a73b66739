import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phonePhoto, pngImage } from "../api/storage/storage-fixtures.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import type { SdkUser } from "../support/sdk.ts";
import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen, picturesUploadedFrom } from "./admin-fixtures.ts";
import { waitForPageReady } from "./site-fixtures.ts";

// The club's look at phone width (decisions 0114, 0115): an organiser chooses the accent colours
// on Club settings, and the home page preview and a visitor's next load have them once saved; a
// colour that would leave text hard to read is refused with the pair named.
// The club's own picture, uploaded from a phone photo with GPS tags, shows in the hero, the
// navigation and the share image, and nothing anyone downloads carries its metadata.

/** Chromium's line for Club settings' answer to a refused save (400). */
const SAVE_REFUSED = failedSiteRequest(400, "/admin/settings");

const TEAL = "#0b5563";
const PALE_PINK = "#f5c2e7";
const MASCOT_ALT = "A purple heart with a rainbow trim, the club's logo";

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

  it("an organiser picks a teal accent, saves, and the home page preview and a visitor's next load have teal buttons", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Club settings");
    const accent = page.getByLabel("Accent colour", { exact: true });
    await accent.fill(TEAL);
    expect((await stored()).accent_light, "nothing stored before Save").toBe("");

    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect((await stored()).accent_light).toBe(TEAL);
    const preview = page.frameLocator('iframe[title="Preview of the home page"]');
    const previewButton = preview.locator(".hero a.button-primary");
    await eventually(() =>
      previewButton.evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgb(11, 85, 99)");
    await recordState(page, "admin-club-look-preview");
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
    admin.expectConsoleError(SAVE_REFUSED);
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    const accent = page.getByLabel("Accent colour", { exact: true });
    await eventually(() => accent.inputValue()).toBe(before.accent_light);
    await accent.fill(PALE_PINK);
    await page.getByRole("button", { name: "Check the colours" }).click();
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

  it("an organiser uploads the club's picture from a phone photo with GPS tags, and a visitor's home page, navigation and share image show it, with no metadata in any download", async () => {
    const admin = await session.openPage();
    admin.expectConsoleError(SAVE_REFUSED);
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await page.getByRole("combobox", { name: "Mascot" }).selectOption("image");
    // Taken sideways (EXIF orientation 6) at 1200 x 800: shown upright, 800 x 1200.
    const photo = await phonePhoto(1200, 800);
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.any(Number) });
    await page.getByLabel("Choose a picture").setInputFiles({
      name: "IMG_0042.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    // The picture goes with the form: a save without its alt text stores it, unsaved, and asks.
    await page.getByRole("button", { name: "Save" }).click();
    const alt = page.getByLabel("Alt text (required)");
    await expectVisible(alt);
    await alt.fill(MASCOT_ALT);
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-club-mascot");
    const saved = await stored();
    expect(saved).toMatchObject({ mascot: "image", mascot_width: 800, mascot_height: 1200 });
    const fileId = String(saved.mascot_file_id);
    expect(fileId).not.toBe("");
    await admin.close();

    for (const viewport of [{ width: 320, height: 700 }, PHONE, { width: 1280, height: 800 }]) {
      const visitor = await openBrowserPage(world, { viewport });
      await visitor.page.goto(world.server.url);
      const hero = visitor.page.locator(".hero").getByRole("img", { name: MASCOT_ALT });
      const brand = visitor.page.locator(".site-header .brand img");
      for (const picture of [hero, brand]) {
        await eventually(() =>
          picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        ).toBeGreaterThan(0);
      }
      // Its size is in the page, so nothing moves when it arrives.
      expect(await hero.getAttribute("width")).toBe("800");
      expect(await hero.getAttribute("height")).toBe("1200");
      expect(await brand.getAttribute("alt"), "beside the club's name it is decorative").toBe("");
      await saveTallWindowScreenshot(visitor.page, "home-club-mascot");
      await visitor.close();
    }

    // The share image draws it right of the words: the photo's purple where the box's middle is.
    const shareImage = Buffer.from(
      await (await fetch(`${world.server.url}/og-image.png`)).arrayBuffer(),
    );
    const { data } = await sharp(shareImage)
      .extract({ left: 960, top: 333, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].map((channel) => Math.round(channel / 16))).toEqual([6, 4, 12]);

    // Present mode's title screen shows it too, on the classroom projector.
    const meetingId = await seedMeeting(sdk, {
      title: "Logo Day",
      location: "Room 214",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
    });
    const projector = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await projector.page.goto(`${world.server.url}/agenda/${meetingId}`);
    await waitForPageReady(projector.page);
    await projector.page.getByRole("button", { name: "Present mode" }).click();
    const onSlide = projector.page.locator(".present-slide").getByRole("img", { name: MASCOT_ALT });
    await eventually(() =>
      onSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    await projector.page.screenshot({
      path: "tests/.artifacts/screenshots/present-club-mascot-1280.png",
    });
    await projector.close();

    const download = `${world.server.url}/v1/storage/buckets/club_images/files/${fileId}/download?project=${world.server.projectId}`;
    const bytes = Buffer.from(await (await fetch(download)).arrayBuffer());
    expect(await exifr.parse(bytes, true)).toBeUndefined();
    expect(bytes.includes(Buffer.from("SN-4242-SECRET"))).toBe(false);
  });

  it("an organiser who removes the club's picture and goes back to the cardinal has the old file deleted", async () => {
    const fileId = String((await stored()).mascot_file_id);
    expect(fileId).not.toBe("");
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await page.getByRole("checkbox", { name: "Remove the picture" }).check();
    await page.getByRole("combobox", { name: "Mascot" }).selectOption("cardinal");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expect(sdk.storage.getFile({ bucketId: "club_images", fileId })).rejects.toMatchObject({
      type: "storage_file_not_found",
    });
    const home = await (await fetch(world.server.url)).text();
    expect(home).toContain('class="hero-mascot"');
    expect(home).not.toContain(fileId);
    await admin.close();
  });

  it("a picture chosen for the mascot in a refused save and replaced before the save is deleted; the saved one stays", async () => {
    const admin = await session.openPage();
    admin.expectConsoleError(SAVE_REFUSED);
    const { page } = admin;
    const { uploadedHere } = await picturesUploadedFrom(sdk.storage, page);
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await page.getByRole("combobox", { name: "Mascot" }).selectOption("image");

    // Chosen and posted without its alt text (stored, unsaved), then replaced: only the second
    // is kept once saved.
    const choose = async (name: string, colour: string) =>
      page
        .getByLabel(/^(Choose|Replace) (a|the) picture$/)
        .setInputFiles({ name, mimeType: "image/png", buffer: await pngImage(300, 200, colour) });
    await choose("first.png", "#e40303");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByLabel("Alt text (required)"));
    await eventually(async () => (await uploadedHere()).length).toBe(1);
    await choose("second.png", "#732982");
    await page.getByLabel("Alt text (required)").fill(MASCOT_ALT);
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const saved = String((await stored()).mascot_file_id);
    expect(saved).not.toBe("");
    await eventually(uploadedHere, "the replaced upload deleted").toEqual([saved]);
    await admin.close();
  });
});
