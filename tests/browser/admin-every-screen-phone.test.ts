import { afterAll, beforeAll, describe, it } from "vitest";
import {
  openBrowserSession,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import { expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// Every admin screen at the two phone widths (issue 31's closing check): each passes the
// accessibility check and is pictured (tests/.artifacts/screenshots/admin-phone-*) for a person
// to look at. admin-week-screens.test.ts has the panel, a new meeting and event, Club settings.

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
];

describe("every admin screen on a phone", () => {
  const world = useBrowserWorld();
  let session: BrowserSession;
  let screens: { name: string; path: string }[];

  beforeAll(async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const sdk = await signedInSdk(world.server, organiser);
    session = await openBrowserSession(world, { signedInAs: organiser });
    const meetingId = await seedMeeting(sdk, {
      title: "Film Night",
      start: "2030-02-02T00:00:00.000Z",
      end: "2030-02-02T02:00:00.000Z",
    });
    const eventId = await seedEvent(sdk, { title: "Picnic", time: "2030-03-02T18:00:00.000Z" });
    screens = [
      { name: "meeting", path: `/admin/${meetingId}` },
      { name: "presenter", path: `/admin/${meetingId}/presenter` },
      { name: "event", path: `/admin/events/${eventId}` },
      {
        name: "settings-texts",
        path: "/admin/settings/texts",
      },
      { name: "pages", path: "/admin/pages" },
      { name: "page-about", path: "/admin/pages/about" },
      { name: "guidelines", path: "/admin/guidelines" },
      { name: "support", path: "/admin/support-resources" },
      { name: "organisers", path: "/admin/organisers" },
      { name: "account", path: "/admin/account" },
      { name: "handover", path: "/admin/handover" },
    ];
  });

  afterAll(async () => {
    await session.close();
  });

  it.each(PHONES)("at $width px each screen passes the accessibility check", async (size) => {
    for (const screen of screens) {
      const { page, close } = await session.openPage({ viewport: size });
      await openAdminScreen(page, `${world.server.url}${screen.path}`);
      await expectVisible(page.getByRole("heading", { level: 1 }).first(), screen.name);
      await expectNoAxeViolations(page);
      await saveTallWindowScreenshot(page, `admin-phone-${screen.name}`);
      await close();
    }
  });
});
