import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accentProperties } from "../../app/lib/look/accent-style.ts";
import type { SdkUser } from "../support/sdk.ts";
import { seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import {
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

// Issue 31 item 10's last small things: the quick exit's site suits the club's country, and the
// club's accent colour is on every admin screen from its first load.

const CLUB_SETTINGS = {
  databaseId: "offbranch",
  collectionId: "club_settings",
  documentId: "club",
};

describe("the quick exit's site and the accent colour in the admin", () => {
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

  it("a new club in the United States has its quick exit go to the National Weather Service", async () => {
    const home = await (await fetch(world.server.url)).text();
    expect(home).toContain('href="https://www.weather.gov/"');
    expect(home).not.toContain("bbc.co.uk");
  });

  it("at 390 px an organiser picks Canada for the quick exit: its weather service is the address saved", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    const address = page.getByLabel("Quick exit page");
    const country = page.getByLabel("A neutral site for your country (a weather page)");
    await eventually(() => country.inputValue()).toBe("US");
    await country.selectOption({ label: "Canada" });
    await recordState(page, "admin-club-settings-quick-exit");
    // The country's site is put in the setting as the form is saved (the page is not React's).
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect((await sdk.databases.getDocument(CLUB_SETTINGS)).quick_exit_url).toBe(
      "https://weather.gc.ca/",
    );
    await eventually(() => address.inputValue()).toBe("https://weather.gc.ca/");

    await address.fill("https://www.example.org/weather");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await eventually(() => country.inputValue()).toBe("");
  });

  it("the club's accent colour is on every admin screen from its first load", async () => {
    const teal = "#0b5563";
    await sdk.databases.updateDocument({ ...CLUB_SETTINGS, data: { accent_light: teal } });
    const primary = Object.fromEntries(accentProperties(teal, "light"))["--primary"];
    const meetingId = await seedMeeting(sdk, {
      title: "Film Night",
      start: "2030-02-02T00:00:00.000Z",
      end: "2030-02-02T02:00:00.000Z",
    });
    const eventId = await seedEvent(sdk, { title: "Picnic", time: "2030-03-02T18:00:00.000Z" });
    const screens = [
      "/admin",
      `/admin/${meetingId}`,
      `/admin/${meetingId}/presenter`,
      `/admin/events/${eventId}`,
      "/admin/settings",
      "/admin/settings/texts",
      "/admin/pages",
      "/admin/pages/about",
      "/admin/guidelines",
      "/admin/support-resources",
      "/admin/organisers",
      "/admin/account",
      "/admin/handover",
    ];
    for (const screen of screens) {
      const { page, close } = await session.openPage({ viewport: PHONE });
      await openAdminScreen(page, `${world.server.url}${screen}`);
      await eventually(
        () =>
          page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
          ),
        `the accent on ${screen}`,
      ).toBe(primary);
      await close();
    }
  });
});
