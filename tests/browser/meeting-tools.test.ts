import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  openBrowserSession,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { daysFromNow, readAgenda, readMeeting, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";
import { PHONE } from "../support/browser-world.ts";
import { sdkUser } from "../support/sdk.ts";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import {
  PRESENTER_STATES,
  savePresenterState,
} from "../../app/lib/collections/presenter-states.ts";
import { FIRST_SLIDE } from "../../app/lib/present/slides.ts";
import type { Page } from "playwright-core";
import { waitForPageReady } from "./site-fixtures.ts";
import { recordState } from "../support/record-state.ts";
import { Query } from "appwrite";
import { MEETINGS } from "../../app/lib/collections/meetings.ts";
import { MEETING_NOTES, saveMeetingNotes } from "../../app/lib/collections/meeting-notes.ts";
import { openRawSocket } from "../api/realtime/raw-socket.ts";

async function updateMeetingTitle(user: SdkUser, id: string, title: string): Promise<void> {
  await user.databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETINGS,
    documentId: id,
    data: { title },
  });
}

// The Manage Meeting screen's tools around the agenda: planned minutes per section, the presenter
// view that drives an organiser's projector from a phone, copies and series, a room given only on
// request, and organiser notes.

describe("meeting tools on the Manage Meeting screen", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  // The organiser's tabs; the projector and the phone are two devices, each its own context.
  let organiserSession: BrowserSession;
  const meetingUrl = (id: string) => `${world.server.url}/admin/${id}`;
  /** Opens meeting `id`'s agenda and starts present mode. */
  const presentAgenda = async (page: Page, id: string) => {
    await page.goto(`${world.server.url}/agenda/${id}`);
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(page.getByRole("region", { name: "Present mode" }));
  };

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    organiserSession = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await organiserSession.close();
  });

  it("an organiser plans whole minutes per section, and is told why 2.5 or 0 cannot be saved", async () => {
    const id = await seedMeeting(sdk, {
      title: "Timed",
      start: daysFromNow(7),
      end: daysFromNow(7, 1),
      agenda: { minutes_quote: 3 },
    });
    const admin = await organiserSession.openPage();
    // The refused save's answer is a 400 page, which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(400, `/admin/${id}`));
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
    // A visitor cannot opt in: the site says nobody is signed in, and the page says why.
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
    // Every admin screen gets axe at every impact level at both widths (issue 23).
    await recordState(phone.page, "admin-presenter-view");

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

  it("an organiser duplicates a meeting for next week, and repeats it weekly up to a date", async () => {
    const start = "2030-01-15T21:30:00.000Z";
    const id = await seedMeeting(sdk, {
      title: "Weekly Club",
      location: "Room 214",
      start,
      end: "2030-01-15T22:30:00.000Z",
      agenda: { agenda_preview: "Same plan each week.", minutes_agenda: 10 },
    });
    const admin = await organiserSession.openPage();
    // The date too far ahead is refused with a 400 page, which Chromium logs.
    admin.expectConsoleError(failedSiteRequest(400, `/admin/${id}`));
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));

    await page.getByRole("button", { name: "Duplicate for next week" }).click();
    await eventually(() => new URL(page.url()).pathname).not.toBe(`/admin/${id}`);
    await expectText(
      page.getByRole("status").filter({ hasText: "copy" }),
      /You are editing the new copy, for January 22, 2030\. The meeting you copied is unchanged\./,
    );
    await recordState(page, "admin-meeting-copy");
    const copyId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const copy = await readMeeting(sdk, copyId);
    const copiedAgenda = await readAgenda(sdk, copyId);
    expect({
      title: copy.title,
      start: new Date(String(copy.start)).toISOString(),
      preview: copiedAgenda.agenda_preview,
      minutes: copiedAgenda.minutes_agenda,
    }).toEqual({
      title: "Weekly Club",
      start: "2030-01-22T21:30:00.000Z",
      preview: "Same plan each week.",
      minutes: 10,
    });

    // Back on the original, a series after the duplicate lists its dates first and skips the
    // week that has its copy.
    await page.getByRole("link", { name: "Open the meeting you copied" }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/admin/${id}`);
    const until = page.getByLabel("Repeat weekly until");
    const showDates = page.getByRole("button", { name: "Show the dates" });
    await until.fill("2032-01-01");
    await showDates.click();
    await expectVisible(page.getByText(/at most a school year of meetings \(44 weeks\)/));
    await until.fill("2030-02-12");
    await showDates.click();
    const dates = page.getByRole("list", { name: "Dates of the series" }).getByRole("listitem");
    await eventually(() => dates.allTextContents()).toEqual([
      "January 22, 2030: skipped, “Weekly Club” is already on this date",
      "January 29, 2030",
      "February 5, 2030",
      "February 12, 2030",
    ]);
    await recordState(page, "admin-meeting-series-plan");
    await page.getByRole("button", { name: "Make 3 meetings" }).click();
    await expectVisible(
      page.getByText(
        "Made 3 meetings, weekly until February 12, 2030. Each has its own copy of the agenda. Skipped January 22, 2030, which already has a copy.",
      ),
    );
    await expectCount(dates.filter({ hasText: "skipped" }), 4);
    await expectVisible(page.getByRole("button", { name: "Nothing to make" }));
    const series = await sdk.databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId: MEETINGS,
      queries: [Query.equal("title", "Weekly Club"), Query.orderAsc("start")],
    });
    expect(series.documents.map((meeting) => String(meeting.start).slice(0, 10))).toEqual([
      "2030-01-15",
      "2030-01-22",
      "2030-01-29",
      "2030-02-05",
      "2030-02-12",
    ]);
    await admin.close();
  });

  it("a room on request and organiser notes never reach a guest: page, API or realtime", async () => {
    const id = await seedMeeting(sdk, {
      title: "Quiet Meeting",
      location: "Annex B12",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
    const listener = await openRawSocket(
      world.server.url,
      `project=${world.server.projectId}&channels[]=documents`,
    );
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.getByLabel("Room given only on request").check();
    await page.getByLabel("Notes for organisers only").fill("Annex B12, key from the office");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    // The room left the meeting with the save: the notes keep it.
    await eventually(() => page.getByLabel("Location", { exact: true }).inputValue()).toBe("");
    await page.screenshot({
      path: "tests/.artifacts/screenshots/admin-meeting-tools-1280.png",
      fullPage: true,
    });
    await admin.close();

    const notes = await sdk.databases.getDocument({
      databaseId: DATABASE_ID,
      collectionId: MEETING_NOTES,
      documentId: id,
    });
    expect(notes.notes).toBe("Annex B12, key from the office");

    // The saved meeting went out over realtime: the notes, saved just after it, did not.
    await listener.messages.waitFor(
      (message) => JSON.stringify(message).includes("Quiet Meeting"),
      "the meeting's update",
      0,
    );
    const guest = sdkUser(world.server);
    await expect(
      guest.databases.getDocument({
        databaseId: DATABASE_ID,
        collectionId: MEETING_NOTES,
        documentId: id,
      }),
    ).rejects.toMatchObject({ code: 404 });
    await expect(
      guest.databases.listDocuments({ databaseId: DATABASE_ID, collectionId: MEETING_NOTES }),
    ).rejects.toMatchObject({ code: 401, type: "user_unauthorized" });
    expect((await readMeeting(guest, id)).location).toBe("");

    const visitor = await openBrowserPage(world);
    for (const path of [`/agenda/${id}`, "/"]) {
      await visitor.page.goto(`${world.server.url}${path}`);
      await expectVisible(visitor.page.getByText("Ask a club leader where we meet").first());
      const html = await visitor.page.content();
      expect(html).not.toContain("Annex B12");
      expect(html).not.toContain("key from the office");
    }
    await visitor.close();
    await saveMeetingNotes(sdk.databases, id, "Second note");
    await updateMeetingTitle(sdk, id, "Quiet Meeting, later");
    await listener.messages.waitFor(
      (message) => JSON.stringify(message).includes("Quiet Meeting, later"),
      "the later update",
      0,
    );
    const heard = JSON.stringify(listener.messages.items);
    expect(heard).not.toContain("key from the office");
    expect(heard).not.toContain("Second note");
    listener.socket.close();
  });
});
