import exifr from "exifr";
import sharp from "sharp";
import type { Page, Response } from "playwright-core";
import { AppwriteException } from "appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEvent } from "../../app/lib/collections/events.ts";
import { phonePhoto, pngImage } from "../api/storage/storage-fixtures.ts";
import {
  DESKTOP,
  PHONE,
  failedSiteRequest,
  openBrowserSession,
  type BrowserSession,
} from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import { sdkUser } from "../support/sdk.ts";
import { daysFromNow, seedEvent } from "../support/seed-meetings.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER } from "../support/users.ts";
import { openAdminScreen, picturesUploadedFrom } from "./admin-fixtures.ts";
import { openSitePage, saveScreenshot, startSiteWorld, type SiteWorld } from "./site-fixtures.ts";

// An event's flyer from the organiser's phone to a visitor's: a phone photo with GPS tags chosen
// in Manage Event at 390 px, its alt text required, and what visitors load and download free of
// any metadata, within the first screen's image budget.

const ALT = "A rainbow flag over the school gym, with the words Pride Prom";
/** The public pages' budget for the first screen's images on a cold phone load. */
const FIRST_SCREEN_IMAGE_BYTES = 60 * 1024;

let world: SiteWorld;
let organiserSession: BrowserSession;

beforeAll(async () => {
  world = await startSiteWorld({ clubTimeZone: "America/Chicago" });
  organiserSession = await openBrowserSession(world, {
    signedInAs: await createTestAccount(world.server, ORGANISER),
  });
});

afterAll(async () => {
  await organiserSession?.close();
  await world?.close();
});

/**
 * The storage tests' phone photo (GPS, serial number, orientation 6) with noise over it, so its
 * previews weigh what a busy real photo's do, not a flat colour's.
 */
async function busyPhonePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(await phonePhoto(1200, 800))
    .composite([{ input: noise, blend: "overlay" }])
    .keepMetadata()
    .jpeg()
    .toBuffer();
}

/** Chromium's line for the screen's answer to a save refused (400) on Manage Event of `id`. */
const SAVE_REFUSED = (id: string) => failedSiteRequest(400, `/admin/events/${id}`);

/** Chooses a `colour` PNG named `name` in the flyer's file field: it goes with the next save. */
async function choosePicture(page: Page, name: string, colour: string) {
  await page
    .getByLabel(/^(Choose|Replace) (a|the) picture$/)
    .setInputFiles({ name, mimeType: "image/png", buffer: await pngImage(300, 200, colour) });
}

describe("an event's flyer", () => {
  it("an organiser adds a phone photo with its alt text, and visitors see and download it without any metadata", async () => {
    const id = await seedEvent(world.organiser, { title: "Pride Prom", time: daysFromNow(6) });
    const admin = await organiserSession.openPage({ viewport: PHONE });
    admin.expectConsoleError(SAVE_REFUSED(id));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Pride Prom");

    // Taken sideways (EXIF orientation 6) at 1200 x 800: shown upright, 800 x 1200.
    const photo = await busyPhonePhoto();
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.any(Number) });
    await page.getByLabel("Choose a picture").setInputFiles({
      name: "IMG_0042.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    // Sent with the form, the picture is stored; the save without its alt text is refused.
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "needs its alt text" }));
    const alt = page.getByLabel("Alt text (required with a flyer)");
    await eventually(() => alt.getAttribute("aria-invalid")).toBe("true");
    expect((await getEvent(world.organiser.databases, id))?.flyer_file_id).toBe("");

    await alt.fill(ALT);
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-event-flyer");
    const saved = await getEvent(world.organiser.databases, id);
    expect(saved).toMatchObject({ flyer_alt: ALT, flyer_width: 800, flyer_height: 1200 });
    const fileId = saved?.flyer_file_id ?? "";
    expect(fileId).not.toBe("");
    await admin.close();

    const visitor = await openSitePage(world, { viewport: PHONE });
    const imageBytes: Promise<number>[] = [];
    const countImage = (response: Response) => {
      if (response.request().resourceType() === "image") {
        imageBytes.push(response.body().then((body) => body.length));
      }
    };
    visitor.page.on("response", countImage);
    await visitor.page.goto(`${world.server.url}/events/${id}`);
    const flyer = visitor.page.getByRole("img", { name: ALT });
    await expectVisible(flyer);
    await eventually(() =>
      flyer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    const shown = await flyer.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/output=avif/);
    const total = (await Promise.all(imageBytes)).reduce((sum, bytes) => sum + bytes, 0);
    // The other pages' images are not counted (nor read as the visitor closes).
    visitor.page.off("response", countImage);
    console.info(`Event page at 390 px, images loaded cold: ${total} bytes`);
    expect(total).toBeLessThanOrEqual(FIRST_SCREEN_IMAGE_BYTES);
    await saveScreenshot(visitor.page, "event-flyer");

    // Shared, the event previews with its flyer: a 1200 x 630 JPEG on PUBLIC_URL, with its alt text.
    const shareImage =
      (await visitor.page.locator('head meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(shareImage.startsWith(`${world.server.publicUrl}/v1/storage/buckets/club_images/`)).toBe(
      true,
    );
    expect(
      await visitor.page.locator('head meta[property="og:image:alt"]').getAttribute("content"),
    ).toBe(ALT);
    const shared = Buffer.from(await (await fetch(shareImage)).arrayBuffer());
    expect(await sharp(shared).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });

    const download = `${world.server.url}/v1/storage/buckets/club_images/files/${fileId}/download?project=${world.server.projectId}`;
    for (const url of [download, shown]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await exifr.parse(bytes, true), url).toBeUndefined();
      expect(bytes.includes(Buffer.from("SN-4242-SECRET")), url).toBe(false);
    }

    // The home page's card shows a small thumbnail, lazy and decorative.
    await visitor.page.goto(world.server.url);
    const card = visitor.page.getByRole("article", { name: "Pride Prom" });
    const thumbnail = card.locator(".card-thumbnail img");
    await expectVisible(thumbnail);
    expect(await thumbnail.getAttribute("loading")).toBe("lazy");
    expect(await thumbnail.getAttribute("alt")).toBe("");
    await visitor.close();
  });

  it("a file that is no picture is refused beside the field, and nothing is saved", async () => {
    const id = await seedEvent(world.organiser, { title: "Film Night", time: daysFromNow(8) });
    const admin = await organiserSession.openPage({ viewport: PHONE });
    admin.expectConsoleError(SAVE_REFUSED(id));
    const { page } = admin;
    const { uploadedHere } = await picturesUploadedFrom(world.organiser.storage, page);
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await page.getByLabel("Title", { exact: true }).fill("Film Night, with a poster");
    await page.getByLabel("Choose a picture").setInputFiles({
      name: "film-night-poster.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not a picture at all"),
    });
    await page.getByRole("button", { name: "Save" }).click();

    const problem = "That file is not a picture we can use: choose a JPEG, PNG, WebP, GIF or AVIF.";
    await expectVisible(page.getByRole("status").filter({ hasText: "Failed to save." }));
    await expectVisible(page.locator(".picture-upload-problem").filter({ hasText: problem }));
    await eventually(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "Film Night, with a poster",
    );
    expect((await getEvent(world.organiser.databases, id))?.title).toBe("Film Night");
    expect(await uploadedHere()).toEqual([]);
    await admin.close();
  });

  it("pictures replaced before a save, or left unsaved, are deleted; the saved flyer stays", async () => {
    const id = await seedEvent(world.organiser, { title: "Movie Night", time: daysFromNow(9) });
    const admin = await organiserSession.openPage({ viewport: DESKTOP });
    admin.expectConsoleError(SAVE_REFUSED(id));
    const { page } = admin;
    const { uploadedHere } = await picturesUploadedFrom(world.organiser.storage, page);
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Movie Night");

    // Sent in a save refused for its alt text, then replaced: only the second is kept once saved.
    await choosePicture(page, "first.png", "#e40303");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "needs its alt text" }));
    await eventually(async () => (await uploadedHere()).length).toBe(1);
    await choosePicture(page, "second.png", "#732982");
    await page.getByLabel("Alt text (required with a flyer)").fill("A popcorn bucket");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const saved = (await getEvent(world.organiser.databases, id))?.flyer_file_id ?? "";
    expect(saved).not.toBe("");
    await eventually(uploadedHere, "the replaced upload deleted").toEqual([saved]);

    // Replaced again and left without saving: the new one never leaves the page.
    await choosePicture(page, "third.png", "#ffed00");
    await page.getByRole("link", { name: "Back to Admin Panel" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    expect(await uploadedHere(), "nothing stored for a picture not sent").toEqual([saved]);
    expect((await getEvent(world.organiser.databases, id))?.flyer_file_id).toBe(saved);
    await admin.close();
  });

  it("a picture chosen but not saved is hidden from guests under a neutral name; once saved, guests see it", async () => {
    const id = await seedEvent(world.organiser, { title: "Bake Sale", time: daysFromNow(11) });
    const admin = await organiserSession.openPage({ viewport: DESKTOP });
    admin.expectConsoleError(SAVE_REFUSED(id));
    const { page } = admin;
    const { uploadedHere } = await picturesUploadedFrom(world.organiser.storage, page);
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Bake Sale");

    // Sent in a save refused for its alt text: stored, for organisers' eyes only.
    await choosePicture(page, "IMG_2041-jess-birthday.png", "#ff8c00");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "needs its alt text" }));
    await eventually(async () => (await uploadedHere()).length).toBe(1);
    const [fileId = ""] = await uploadedHere();
    const ids = { bucketId: "club_images", fileId };
    const uploaded = await world.organiser.storage.getFile(ids);
    expect(uploaded.name).toBe("picture.png");
    expect(uploaded.$permissions.filter((role) => role.includes("user:"))).toEqual([]);
    const guest = sdkUser(world.server);
    const guestRead = () =>
      guest.storage.getFile(ids).then(
        (file) => file.$id,
        (error: unknown) => (error instanceof AppwriteException ? error.type : "other"),
      );
    expect(await guestRead()).toBe("storage_file_not_found");

    await page.getByLabel("Alt text (required with a flyer)").fill("Cupcakes in rainbow icing");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await eventually(guestRead, "the saved flyer readable by guests").toBe(fileId);
    await admin.close();
  });
});
