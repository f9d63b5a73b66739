import { text } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEvent } from "../../app/lib/collections/events.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import {
  PHONE,
  failedSiteRequest,
  openBrowserSession,
  type BrowserSession,
} from "../support/browser-world.ts";
import { eventOf, parseCalendar } from "../support/ical.ts";
import { daysFromNow, seedEvent, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { recordState } from "../support/record-state.ts";
import { openSitePage, saveScreenshot, startSiteWorld, type SiteWorld } from "./site-fixtures.ts";

// An event from the organiser's phone to a visitor's: the place and description an organiser
// types in Manage Event, the event's page reached from its home page card, its calendar file, and
// the lists of every event and meeting reached by "See all", page by page. At 390 px, the width
// of most visitors' phones; the pages are also pictured at 320 and 1280.

const WIDTHS = [320, 390, 1280];

let world: SiteWorld;
let organiserSession: BrowserSession;
let promId: string;

beforeAll(async () => {
  world = await startSiteWorld({ clubTimeZone: "America/Chicago" });
  organiserSession = await openBrowserSession(world, {
    signedInAs: await createTestAccount(world.server, ORGANISER),
  });
  promId = await seedEvent(world.organiser, {
    title: "Pride Prom",
    time: daysFromNow(6),
    end: daysFromNow(6, 3),
  });
  // Enough past events for a second page of /events, and a meeting for /meetings.
  for (let index = 1; index <= 21; index += 1) {
    await seedEvent(world.organiser, { title: `Film Night ${index}`, time: daysFromNow(-index) });
  }
  await seedMeeting(world.organiser, {
    title: "Pride Week Planning",
    start: daysFromNow(2),
    end: daysFromNow(2, 1),
  });
});

afterAll(async () => {
  await organiserSession?.close();
  await world?.close();
});

/** Checks the page with axe and pictures it whole at 320, 390 and 1280 px, then back at 390. */
async function pictureAtEveryWidth(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}

describe("an event's place and description", () => {
  it("an organiser on a phone gives the prom its place and description, and visitors' page shows them", async () => {
    const admin = await organiserSession.openPage({ viewport: PHONE });
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${promId}`);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Pride Prom");

    await page.getByLabel("Place (a room, or an address visitors can find)").fill("Gym");
    await page.getByRole("textbox", { name: "Description", exact: true }).click();
    await page.keyboard.type("Dress up or **come as you are**.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-event-place");

    await eventually(() => getEvent(world.organiser.databases, promId)).toMatchObject({
      location: "Gym",
      location_on_request: false,
      description: "Dress up or **come as you are**.",
    });
    const eventPage = await (await fetch(`${world.server.url}/events/${promId}`)).text();
    expect(eventPage).toContain("Dress up or <strong>come as you are</strong>.");
    expect(eventPage).toContain("Gym");
    await admin.close();
  });

  it("an organiser who keeps the place to members has it leave the event with the save, and the public page asks instead", async () => {
    const id = await seedEvent(world.organiser, {
      title: "Quiet Picnic",
      time: daysFromNow(10),
      location: "12 Hidden Lane",
    });
    const admin = await organiserSession.openPage({ viewport: PHONE });
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await eventually(() => page.getByLabel(/^Place \(/).inputValue()).toBe("12 Hidden Lane");

    await page.getByLabel("Place given only on request").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await eventually(() => page.getByLabel(/^Place \(/).inputValue()).toBe("");

    await eventually(() => getEvent(world.organiser.databases, id)).toMatchObject({
      location: "",
      location_on_request: true,
    });
    const visitor = await openSitePage(world, { viewport: PHONE });
    await visitor.page.goto(`${world.server.url}/events/${id}`);
    await expectVisible(visitor.page.getByText("Ask a club leader where we meet"));
    await visitor.close();
    await admin.close();
  });
  it("an organiser whose place is too long is told how long it may be, and nothing is saved", async () => {
    const id = await seedEvent(world.organiser, { title: "Long Walk", time: daysFromNow(11) });
    const admin = await organiserSession.openPage({ viewport: PHONE });
    // The refused save's answer is a 400 page, which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(400, `/admin/events/${id}`));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/events/${id}`);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Long Walk");

    await page.getByLabel(/^Place \(/).fill("x".repeat(256));
    await page.getByRole("button", { name: "Save" }).click();

    await eventually(() =>
      page.getByRole("status").filter({ hasText: "Failed to save." }).textContent(),
    ).toContain("Place has 256 characters; at most 255 fit.");
    expect(await getEvent(world.organiser.databases, id)).toMatchObject({ location: "" });
    await admin.close();
  });
});

describe("a visitor and an event", () => {
  it("a visitor on a phone opens the event from its home page card, reads it and downloads it for their calendar", async () => {
    const id = await seedEvent(world.organiser, {
      title: "Float Building for the Parade",
      time: daysFromNow(4),
      end: daysFromNow(4, 3),
      location: "Art room B12",
      description:
        "We paint the club's float for Saturday's parade.\n\n- Wear clothes you can get **paint** on\n- Snacks provided",
    });
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    await page.goto(world.server.url);
    const card = page.getByRole("article", { name: "Float Building for the Parade" });
    await card.getByRole("link", { name: "Event details" }).click();

    await page.waitForURL(`${world.server.url}/events/${id}`);
    await expectVisible(
      page.getByRole("heading", { level: 1, name: "Float Building for the Parade" }),
    );
    await expectText(page.locator(".event-place"), "Place: Art room B12");
    await expectVisible(page.getByText("Wear clothes you can get paint on"));
    await pictureAtEveryWidth(page, "event-page");

    await page.getByText("Add to calendar").click();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download this event (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${id}.ics`);
    const calendar = parseCalendar(await text(await file.createReadStream()));
    const host = new URL(world.server.publicUrl).hostname;
    expect(eventOf(calendar, `event-${id}@${host}`)).toMatchObject({
      summary: "Float Building for the Parade",
      location: "Art room B12",
    });
    await visitor.close();
  });
});

describe("every event and every meeting", () => {
  it("'See all events' leads to the list, whose pages a visitor steps through", async () => {
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    await page.goto(world.server.url);
    await page.getByRole("link", { name: "See all events" }).click();

    await page.waitForURL(`${world.server.url}/events`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "All events, page 1 of 2" }));
    const upcoming = page.getByRole("region", { name: "Upcoming events" });
    await expectVisible(upcoming.getByRole("article", { name: "Pride Prom" }));
    await expectVisible(page.getByRole("article", { name: "Film Night 1", exact: true }));
    await pictureAtEveryWidth(page, "all-events");

    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(`${world.server.url}/events?page=2`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "All events, page 2 of 2" }));
    await expectVisible(page.getByRole("article", { name: "Film Night 21" }));
    await expectCount(page.getByRole("article", { name: "Pride Prom" }), 0);
    await pictureAtEveryWidth(page, "all-events-page-2");

    await page.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(`${world.server.url}/events`);
    await visitor.close();
  });

  it("'See all meetings' leads to every meeting", async () => {
    const visitor = await openSitePage(world, { viewport: PHONE });
    const { page } = visitor;
    await page.goto(world.server.url);
    await page.getByRole("link", { name: "See all meetings" }).click();

    await page.waitForURL(`${world.server.url}/meetings`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "All meetings" }));
    await expectVisible(page.getByRole("article", { name: "Pride Week Planning" }));
    await pictureAtEveryWidth(page, "all-meetings");
    await visitor.close();
  });
});
