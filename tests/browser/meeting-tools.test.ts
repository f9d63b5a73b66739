import { beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { openBrowserPage, useBrowserWorld } from "../support/browser-world.ts";
import { daysFromNow, readAgenda, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { GUEST_ACCOUNT_LOOKUP, openAdminScreen } from "./admin-fixtures.ts";
import { eventually, expectText, expectVisible } from "../support/user-sees.ts";
import { PHONE } from "../support/browser-world.ts";
import { sdkUser } from "../support/sdk.ts";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import {
  PRESENTER_STATES,
  savePresenterState,
} from "../../app/lib/collections/presenter-states.ts";
import { FIRST_SLIDE } from "../../app/lib/present/slides.ts";
import type { Page } from "playwright-core";
import { waitForHydration } from "./site-fixtures.ts";

// The Manage Meeting screen's tools around the agenda: planned minutes per section, and the
// presenter view that drives an organiser's projector from a phone.

describe("meeting tools on the Manage Meeting screen", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  const meetingUrl = (id: string) => `${world.server.url}/admin/${id}`;
  /** Opens meeting `id`'s agenda and starts present mode. */
  const presentAgenda = async (page: Page, id: string) => {
    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(page.getByRole("region", { name: "Present mode" }));
  };

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

  it("an organiser's phone drives the projector that follows it, and never a visitor's screen", async () => {
    const id = await seedMeeting(sdk, {
      title: "Driven",
      start: daysFromNow(7),
      end: daysFromNow(7, 1),
      agenda: { agenda_preview: "Posters." },
    });
    const projector = await openBrowserPage(world, {
      viewport: { width: 1280, height: 720 },
      signedInAs: organiser,
    });
    await presentAgenda(projector.page, id);
    await projector.page.getByRole("button", { name: "Follow presenter view" }).click();
    await eventually(() =>
      projector.page
        .getByRole("button", { name: "Follow presenter view" })
        .getAttribute("aria-pressed"),
    ).toBe("true");

    const visitor = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await presentAgenda(visitor.page, id);
    // A visitor cannot opt in: the account lookup answers 401, and the page says why.
    visitor.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
    await visitor.page.getByRole("button", { name: "Follow presenter view" }).click();
    await expectVisible(
      visitor.page.getByText(
        "Only an organiser signed in on this browser can follow the presenter view.",
      ),
    );

    const phone = await openBrowserPage(world, { viewport: PHONE, signedInAs: organiser });
    await openAdminScreen(phone.page, `${world.server.url}/admin/${id}/presenter`);
    await phone.page.getByRole("button", { name: "Next" }).click();
    await expectVisible(phone.page.getByText("On screen: 2 of 4, Club Guidelines"));
    await phone.page.getByRole("button", { name: "Next" }).click();
    await phone.page.getByRole("button", { name: "Start timer" }).click();
    await expectVisible(phone.page.getByRole("button", { name: "Pause timer" }));
    await phone.page.screenshot({
      path: "tests/.artifacts/screenshots/admin-presenter-view-390.png",
    });

    await expectVisible(projector.page.getByRole("heading", { name: "The Gay Agenda" }));
    await expectText(projector.page.locator(".present-section-time"), /so far$/);
    await expectVisible(projector.page.getByRole("button", { name: "Pause timer" }));
    // The projector has moved, so the events have gone out: the visitor's screen stayed put.
    await expectVisible(visitor.page.getByRole("heading", { name: "Driven" }));
    await expectText(visitor.page.locator(".present-deck [aria-live]"), "Slide 1 of 4: Welcome");

    await Promise.all([projector.close(), visitor.close(), phone.close()]);
  });

  it("a guest can neither read nor write where a presentation stands", async () => {
    const id = await seedMeeting(sdk, { start: daysFromNow(8), end: daysFromNow(8, 1) });
    await savePresenterState(sdk.databases, id, FIRST_SLIDE);
    const guest = sdkUser(world.server);
    await expect(
      guest.databases.getDocument({
        databaseId: DATABASE_ID,
        collectionId: PRESENTER_STATES,
        documentId: id,
      }),
    ).rejects.toMatchObject({ code: 404, type: "document_not_found" });
    await expect(savePresenterState(guest.databases, id, FIRST_SLIDE)).rejects.toMatchObject({
      code: 401,
      type: "user_unauthorized",
    });
  });
});
