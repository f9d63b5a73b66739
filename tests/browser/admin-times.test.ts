import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { readEvent, readMeeting, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import {
  failedSiteRequest,
  openBrowserSession,
  useBrowserWorld,
  PHONE,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";

// Times that cannot go backwards (issue 31, item 2): moving the start moves the end with it,
// and an end before the start is refused beside the field, on phones where the form is a column.

const PHONES = [
  { name: "320 px", size: { width: 320, height: 568 } },
  { name: "390 px", size: PHONE },
];

describe("a start and an end on the admin screens", () => {
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

  describe.each(PHONES)("at $name", ({ size }) => {
    it.each([
      {
        thing: "event",
        // 18:00 to 20:00 CST on 1 February 2030.
        seed: () =>
          seedEvent(sdk, {
            title: "Film Night",
            time: "2030-02-02T00:00:00.000Z",
            end: "2030-02-02T02:00:00.000Z",
          }),
        path: (id: string) => `/admin/events/${id}`,
        read: readEvent,
        startKey: "time",
      },
      {
        thing: "meeting",
        seed: () =>
          seedMeeting(sdk, {
            title: "Club Meeting",
            start: "2030-02-02T00:00:00.000Z",
            end: "2030-02-02T02:00:00.000Z",
          }),
        path: (id: string) => `/admin/${id}`,
        read: readMeeting,
        startKey: "start",
      },
    ])(
      "an organiser who moves the $thing's start and saves sees the end follow, and an end saved before the start is refused beside the field",
      async ({ thing, seed, path, read, startKey }) => {
        const id = await seed();
        const admin = await session.openPage({ viewport: size });
        // The refused save's answer is a 400 page, which Chromium logs.
        admin.expectConsoleError(failedSiteRequest(400, path(id)));
        const { page } = admin;
        await openAdminScreen(page, `${world.server.url}${path(id)}`);
        await eventually(() => page.getByLabel("End date").inputValue()).toBe("2030-02-01");

        // The end left as it was follows the start moved, keeping the length, as it is saved.
        await page.getByLabel("Start date").fill("2030-02-08");
        await page.getByLabel("Start time").fill("19:00");
        await page.getByRole("button", { name: "Save" }).click();
        await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
        await eventually(() => page.getByLabel("End date").inputValue()).toBe("2030-02-08");
        await eventually(() => page.getByLabel("End time").inputValue()).toBe("21:00");
        const saved = await read(sdk, id);
        // 19:00 and 21:00 CST on 8 February are 01:00 and 03:00 UTC the next day.
        expect(new Date(String(saved[startKey])).toISOString()).toBe("2030-02-09T01:00:00.000Z");
        expect(new Date(String(saved.end)).toISOString()).toBe("2030-02-09T03:00:00.000Z");

        await page.getByLabel("End date").fill("2030-02-07");
        await page.getByRole("button", { name: "Save" }).click();
        await eventually(() =>
          page.getByRole("status").filter({ hasText: "Failed to save." }).textContent(),
        ).toContain("The end is before the start.");
        const endDate = page.getByLabel("End date");
        await eventually(() => endDate.getAttribute("aria-invalid")).toBe("true");
        await eventually(() => endDate.inputValue()).toBe("2030-02-07");
        await expectVisible(page.getByText("The end is before the start.").first());
        await expectNoAxeViolations(page);
        await saveTallWindowScreenshot(page, `admin-${thing}-end-before-start`);
        await page.setViewportSize(size);
        const stored = await read(sdk, id);
        expect(new Date(String(stored.end)).toISOString()).toBe("2030-02-09T03:00:00.000Z");

        await endDate.fill("2030-02-08");
        await page.getByRole("button", { name: "Save" }).click();
        await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
        await eventually(() => endDate.getAttribute("aria-invalid")).toBeNull();
        await admin.close();
      },
    );

    it("a field the organiser moves to at the bottom of the window is not left under the Save bar", async () => {
      const id = await seedEvent(sdk, {
        title: "Film Night",
        time: "2030-02-02T00:00:00.000Z",
        end: "2030-02-02T02:00:00.000Z",
      });
      const admin = await session.openPage({ viewport: size });
      const { page } = admin;
      await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
      const endDate = page.getByLabel("End date");
      await eventually(() => endDate.inputValue()).toBe("2030-02-01");
      // The field's last pixels just inside the window's bottom edge, where the bar is.
      await endDate.evaluate((field) => {
        window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 4);
      });
      await endDate.focus();
      const bar = page.locator(".save-bar");
      await eventually(async () => {
        const field = await endDate.boundingBox();
        const barBox = await bar.boundingBox();
        return field !== null && barBox !== null && field.y + field.height <= barBox.y;
      }).toBe(true);
      await admin.close();
    });
  });
});
