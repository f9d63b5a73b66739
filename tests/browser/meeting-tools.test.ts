import { beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { openBrowserPage, useBrowserWorld } from "../support/browser-world.ts";
import { daysFromNow, readAgenda, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";

// The Manage Meeting screen's tools around the agenda: planned minutes per section.

describe("meeting tools on the Manage Meeting screen", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  const meetingUrl = (id: string) => `${world.server.url}/admin/${id}`;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
  });

  it("an organiser plans whole minutes per section, and is told why 2.5 or 0 cannot be saved", async () => {
    const id = await seedMeeting(sdk, {
      title: "Timed",
      start: daysFromNow(7),
      end: daysFromNow(7, 1),
      agenda: { minutes_quote: 3 },
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = admin;
    const minutesField = (section: string) =>
      page.getByRole("textbox", { name: `${section} minutes`, exact: true });
    await openAdminScreen(page, meetingUrl(id));
    const circleTime = minutesField("Circle Time");
    await eventually(() => minutesField("Quote of the day").inputValue()).toBe("3");

    await circleTime.fill("2.5");
    await minutesField("Club Guidelines").fill("0");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(
      page.getByText(
        "Planned minutes are whole minutes from 1 to 180, or empty for no timer. Check: Club Guidelines, Circle Time.",
      ),
    );

    await circleTime.fill("15");
    await minutesField("Club Guidelines").fill("");
    await minutesField("Quote of the day").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const agenda = await readAgenda(sdk, id);
    expect({
      guidelines: agenda.minutes_guidelines,
      circleTime: agenda.minutes_circle_time,
      quote: agenda.minutes_quote,
    }).toEqual({ guidelines: null, circleTime: 15, quote: null });
    await admin.close();
  });
});
