import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMeetingTimes } from "../../app/lib/club-time/index.ts";
import type { SdkUser } from "../support/sdk.ts";
import { readEvent, seedEvent } from "../support/seed-meetings.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  openBrowserSession,
  useBrowserWorld,
  DESKTOP_ONLY,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen, removeAdminLabel } from "./admin-fixtures.ts";
import { eventually, expectCount, expectHidden, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

const CLUB_ZONE = "America/Chicago";

/** The landing page's HTML, as a visitor's first response has it. */
async function landingHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe("events in the admin panel", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  // The organiser's tabs; a demoted organiser opens a context of their own.
  let organiserSession: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    organiserSession = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await organiserSession.close();
  });

  it.each(DESKTOP_ONLY)(
    "an organiser adds an event, names and dates it, and visitors see it on the home page at $name width",
    async ({ size }) => {
      const admin = await organiserSession.openPage({ viewport: size });
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);
      await page.getByRole("button", { name: "Add Event" }).click();
      await page.waitForURL(/\/admin\/events\/[^/]+$/);
      await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Event" }));
      const id = new URL(page.url()).pathname.split("/").pop() ?? "";
      const created = await readEvent(sdk, id);
      const expected = defaultMeetingTimes(new Date(), CLUB_ZONE);
      expect(new Date(String(created.time)).toISOString()).toBe(expected.start);
      expect(new Date(String(created.end)).toISOString()).toBe(expected.end);
      await eventually(() => page.getByLabel("Start time").inputValue()).toBe("14:30");

      const title = `Pride Prom (${size.width})`;
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Start date").fill("2030-05-17");
      await page.getByLabel("Start time").fill("19:00");
      await page.getByLabel("End date").fill("2030-05-17");
      await page.getByLabel("End time").fill("22:00");
      await page.getByRole("button", { name: "Save" }).click();
      await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
      await recordState(page, "admin-event");

      const stored = await readEvent(sdk, id);
      expect(stored.title).toBe(title);
      // 19:00 CDT in May is 00:00 UTC the next day.
      expect(new Date(String(stored.time)).toISOString()).toBe("2030-05-18T00:00:00.000Z");
      expect(new Date(String(stored.end)).toISOString()).toBe("2030-05-18T03:00:00.000Z");
      expect(await landingHtml(world.server.url)).toContain(title);

      await page.getByRole("link", { name: "Back to Admin Panel" }).click();
      const upcoming = page.getByRole("region", { name: "Upcoming Events" });
      await expectVisible(upcoming.getByRole("heading", { name: title }));
      await eventually(() => upcoming.getByText("05/17/30, 7:00 PM").count()).toBeGreaterThan(0);
      await recordState(page, "admin-panel-with-events");
      await admin.close();
    },
  );

  it("an organiser deletes an event after confirming, and it leaves the panel and the home page", async () => {
    const id = await seedEvent(sdk, {
      title: "Rained Out Picnic",
      time: "2030-06-01T16:00:00.000Z",
      end: "2030-06-01T19:00:00.000Z",
    });
    expect(await landingHtml(world.server.url)).toContain("Rained Out Picnic");
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("link", { name: "Edit Rained Out Picnic" }).click();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Rained Out Picnic");

    await page.getByRole("button", { name: "Delete event" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this event?" });
    await expectVisible(dialog);
    await dialog.getByRole("button", { name: "Keep event" }).click();
    await expectHidden(dialog);
    expect((await readEvent(sdk, id)).title).toBe("Rained Out Picnic");

    await page.getByRole("button", { name: "Delete event" }).click();
    await dialog.getByRole("button", { name: "Delete event" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await expectCount(page.getByText("Rained Out Picnic"), 0);
    await expect(readEvent(sdk, id)).rejects.toMatchObject({ code: 404 });
    expect(await landingHtml(world.server.url)).not.toContain("Rained Out Picnic");
    await admin.close();
  });

  it("an organiser who empties a date is told what is missing, and nothing is saved", async () => {
    const id = await seedEvent(sdk, {
      title: "Film Night",
      time: "2030-02-01T00:00:00.000Z",
      end: "2030-02-01T02:00:00.000Z",
    });
    const admin = await organiserSession.openPage();
    // The refused save's answer is a 400 page, which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(400, `/admin/events/${id}`));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await page.getByLabel("Title").fill("Film Night, moved");
    await page.getByLabel("End date").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await eventually(() =>
      page.getByRole("status").filter({ hasText: "Failed to save." }).textContent(),
    ).toContain("Fill in the start and end dates and times.");
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Film Night, moved");
    expect((await readEvent(sdk, id)).title).toBe("Film Night");
    await admin.close();
  });

  it("an organiser whose admin label is removed cannot add an event and is told why", async () => {
    const demoted = await createTestAccount(world.server, ORGANISER);
    const admin = await openBrowserPage(world, { signedInAs: demoted });
    // The refused form's answer is a 403 page, which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(403, "/admin"));
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await expectVisible(page.getByRole("button", { name: "Add Event" }));
    await removeAdminLabel(world.server, demoted);
    await page.getByRole("button", { name: "Add Event" }).click();
    await expectVisible(page.getByText("You do not have permission to access this page."));
    await admin.close();
  });

  it("an unknown event address says so", async () => {
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/no-such-event`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Event not found" }));
    await admin.close();
  });
});
