import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../../api/storage/storage-fixtures.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  useBrowserWorld,
  type BrowserSession,
} from "../../support/browser-world.ts";
import { daysFromNow, seedEvent } from "../../support/seed-meetings.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { eventually, expectVisible } from "../../support/user-sees.ts";
import { signedInSdk } from "../../support/users.ts";
import { openAdminScreen } from "../admin-fixtures.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// Issue 29: on a real Appwrite, flyers and the mascot were blocked by the site's own CSP. In both
// modes, an organiser's pictures show in the admin's preview and reach a visitor (the hero, the
// navbar, the event's page, its card on the home page): loaded (naturalWidth), with no CSP
// violation, and the policy lets pictures come from exactly the Appwrite origin besides the site's.

/** Records the page's CSP violations from its first script on, as a report would carry them. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() =>
      "cspViolations" in window && Array.isArray(window.cspViolations)
        ? window.cspViolations.map(String)
        : [],
    );
}

function isLoaded(page: Page, selector: ReturnType<Page["locator"]>) {
  return eventually(
    () => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    `${selector} has loaded on ${page.url()}`,
  ).toBeGreaterThan(0);
}

describe.each(BACKEND_MODES)("pictures, on $name", ({ mode }) => {
  const world = useBrowserWorld({ mode });
  let session: BrowserSession;

  beforeAll(async () => {
    session = await signInThroughTheForm(world, await newOrganiser(world));
  });

  afterAll(async () => {
    await session?.close();
  });

  it("the site's pages let pictures come from exactly the Appwrite origin besides their own", async () => {
    const response = await fetch(world.server.url);
    const imgSrc = /img-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "");
    const appwrite = new URL(world.server.endpoint).origin;
    const expected = appwrite === world.server.url ? [] : [appwrite];
    expect(imgSrc?.[1]?.split(" ")).toEqual(["'self'", "data:", ...expected]);
  });

  it("an organiser's mascot shows in the admin's preview and on a visitor's home page, in the hero and the navbar", async () => {
    const admin = await session.openPage();
    // The picture goes with the form: a save without its alt text stores it and asks (a 400).
    admin.expectConsoleError(failedSiteRequest(400, "/admin/settings"));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await page.getByRole("combobox", { name: "Mascot" }).selectOption("image");
    await page.getByLabel("Choose a picture").setInputFiles({
      name: "mascot.png",
      mimeType: "image/png",
      buffer: await pngImage(600, 400, "#7040c0"),
    });
    await page.getByRole("button", { name: "Save" }).click();
    await isLoaded(page, page.locator(".picture-upload-preview"));
    await page.getByLabel("Alt text (required)").fill("Our club's purple fox");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await admin.close();

    const visitor = await openBrowserPage(world);
    const violations = await watchCspViolations(visitor.page);
    await visitor.page.goto(world.server.url);
    const hero = visitor.page.locator(".hero").getByRole("img", { name: "Our club's purple fox" });
    await isLoaded(visitor.page, hero);
    await isLoaded(visitor.page, visitor.page.locator(".site-header .brand img"));
    expect(await violations()).toEqual([]);
    await visitor.close();
  });

  it("an event's flyer an organiser adds shows in the admin's preview, and on the event's page and its home page card for a visitor", async () => {
    const account = await newOrganiser(world);
    const id = await seedEvent(await signedInSdk(world.server, account), {
      title: "Pride Prom",
      time: daysFromNow(6),
    });
    const admin = await session.openPage();
    // The save sent without the alt text is refused (400), which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(400, `/admin/events/${id}`));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Pride Prom");
    // The flyer goes with the form: stored by the site's server, previewed on the page it answers.
    await page.getByLabel("Choose a picture").setInputFiles({
      name: "flyer.png",
      mimeType: "image/png",
      buffer: await pngImage(800, 1200, "#e04080"),
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "needs its alt text" }));
    await isLoaded(page, page.locator(".picture-upload-preview"));
    await page.getByLabel("Alt text (required with a flyer)").fill("Pride Prom in the gym");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await admin.close();

    const visitor = await openBrowserPage(world);
    const violations = await watchCspViolations(visitor.page);
    await visitor.page.goto(`${world.server.url}/events/${id}`);
    await isLoaded(visitor.page, visitor.page.getByRole("img", { name: "Pride Prom in the gym" }));
    // The home page's card shows its thumbnail (lazy: once scrolled to).
    await visitor.page.goto(world.server.url);
    const thumbnail = visitor.page
      .getByRole("article", { name: "Pride Prom" })
      .locator(".card-thumbnail img");
    await thumbnail.scrollIntoViewIfNeeded();
    await isLoaded(visitor.page, thumbnail);
    expect(await violations()).toEqual([]);
    await visitor.close();
  });
});
