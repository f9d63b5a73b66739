import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  openBrowserSession,
  type BrowserSession,
  useBrowserWorld,
  DESKTOP_ONLY,
} from "../support/browser-world.ts";
import { daysFromNow, readAgenda, readMeeting, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen, removeAdminLabel } from "./admin-fixtures.ts";
import { breakBackendRequests } from "../support/backend-requests.ts";

import {
  eventually,
  expectCount,
  expectHidden,
  expectText,
  expectVisible,
} from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

/** Chromium's line for the screen's answer to a refused form, at `/admin/<id>`. */
const FORM_REFUSED = (status: number) => failedSiteRequest(status, /^\/admin\/[^/]+$/);

describe("the Manage Meeting screen", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  // The organiser's tabs: journeys that change the account, the time zone or the colour scheme,
  // or sign out, open a context of their own.
  let organiserSession: BrowserSession;
  const meetingUrl = (id: string) => `${world.server.url}/admin/${id}`;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    // Its own account: Appwrite keeps ten sessions a user, and pages here sign the organiser in.
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    organiserSession = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await organiserSession.close();
  });

  it.each(DESKTOP_ONLY)(
    "an organiser sees the settings and the agenda laid out like the public agenda at $name width",
    async ({ size }) => {
      const id = await seedMeeting(sdk, {
        title: "Pronoun Practice",
        location: "Room 214",
        start: "2030-11-26T20:30:00.000Z",
        end: "2030-11-26T21:30:00.000Z",
        agenda: {
          agenda_preview: "Snacks, then a pronoun game.",
          question_1: "What is your favourite snack?",
          everything_else: "## Announcements\n\n- Bake sale **Friday**",
        },
      });
      const admin = await organiserSession.openPage({ viewport: size });
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await eventually(() =>
        page.getByRole("link", { name: "Back to Admin Panel" }).getAttribute("href"),
      ).toBe("/admin");
      const publicLink = page.getByRole("link", { name: "View Public Agenda Page" });
      await eventually(() => publicLink.getAttribute("href")).toBe(`/agenda/${id}`);
      await eventually(() => publicLink.getAttribute("target")).toBe("_blank");
      await expectVisible(page.getByRole("heading", { name: "Meeting Settings" }));
      await eventually(() => page.getByLabel("Title").inputValue()).toBe("Pronoun Practice");
      await eventually(() => page.getByLabel("Location").inputValue()).toBe("Room 214");
      await eventually(() => page.getByLabel("Start date").inputValue()).toBe("2030-11-26");
      await eventually(() => page.getByLabel("Start time").inputValue()).toBe("14:30");
      await eventually(() => page.getByLabel("End date").inputValue()).toBe("2030-11-26");
      await eventually(() => page.getByLabel("End time").inputValue()).toBe("15:30");
      await expectVisible(page.getByRole("heading", { level: 2, name: "Pronoun Practice" }));
      await expectVisible(page.getByText("November 26, 2030"));
      await expectCount(page.getByText("This meeting has concluded."), 0);
      await eventually(() => page.getByLabel("Agenda preview").inputValue()).toBe(
        "Snacks, then a pronoun game.",
      );
      await eventually(() => page.getByLabel("Question 1").inputValue()).toBe(
        "What is your favourite snack?",
      );
      for (const label of ["Question 2", "Question 3", "Quote author"]) {
        await eventually(() => page.getByLabel(label, { exact: true }).inputValue(), label).toBe(
          "",
        );
      }
      await eventually(() =>
        page.getByRole("textbox", { name: "Quote", exact: true }).inputValue(),
      ).toBe("");
      // The editor and its preview are fetched when the organiser reaches for the field.
      await page.getByRole("textbox", { name: "Everything else", exact: true }).focus();
      const preview = page.getByRole("region", { name: "Preview" });
      await expectVisible(preview.getByRole("heading", { name: "Announcements" }));
      await expectText(preview.locator("strong"), "Friday");
      await recordState(page, "admin-meeting");
      await admin.close();
    },
  );

  it("the screen follows the dark colour scheme and passes the accessibility check", async () => {
    const id = await seedMeeting(sdk, {
      title: "Night Owls",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const admin = await openBrowserPage(world, { colorScheme: "dark", signedInAs: organiser });
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Night Owls");
    await recordState(page, "admin-meeting-dark");
    await page.goto(`${world.server.url}/admin`);
    await expectVisible(
      page
        .getByRole("region", { name: "Upcoming Meetings" })
        .getByRole("heading", { name: "Night Owls" }),
    );
    await recordState(page, "admin-panel-dark");
    await admin.close();
  });

  it("an organiser who saves sees Saved!, and the public agenda shows the change", async () => {
    const id = await seedMeeting(sdk, {
      title: "Draft",
      start: daysFromNow(7),
      end: daysFromNow(7, 1),
    });
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));

    await page.getByLabel("Title").fill("Trans Day of Visibility");
    await page.getByLabel("Location").fill("Library");
    await page.getByLabel("Canceled").check();
    await page.getByLabel("Agenda preview").fill("Posters and pizza.");
    await page.getByLabel("Question 2").fill("Who inspires you?");
    await page
      .getByRole("textbox", { name: "Quote", exact: true })
      .fill("Be yourself; everyone else is already taken.");
    await page.getByLabel("Quote author").fill("Oscar Wilde");
    // The editor opens over the field as it comes into sight: scrolled to by its label, which
    // stays while the text area gives way to the editor.
    await page.locator("#everything-else-label").scrollIntoViewIfNeeded();
    await expectVisible(page.getByRole("toolbar", { name: "Formatting" }));
    await page.getByRole("textbox", { name: "Everything else", exact: true }).click();
    await page.keyboard.type("Bring a **friend**");

    await page.getByRole("button", { name: "Save" }).click();
    // The save's answer is the screen drawn again, with what is stored now.
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await expectCount(page.getByText("Unsaved changes", { exact: true }), 0);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Trans Day of Visibility");

    const meeting = await readMeeting(sdk, id);
    expect({
      title: meeting.title,
      location: meeting.location,
      canceled: meeting.canceled,
    }).toEqual({
      title: "Trans Day of Visibility",
      location: "Library",
      canceled: true,
    });
    const agenda = await readAgenda(sdk, id);
    expect(agenda.everything_else).toBe("Bring a **friend**");
    expect(agenda.quote_author).toBe("Oscar Wilde");

    const visitor = await world.browser.newPage();
    await visitor.goto(`${world.server.url}/agenda/${id}`);
    await expectText(visitor.getByRole("heading", { level: 1 }), "Trans Day of Visibility");
    await expectVisible(visitor.getByText("Posters and pizza."));
    await expectVisible(visitor.getByText("Who inspires you?"));
    await expectVisible(visitor.getByText("Oscar Wilde"));
    await expectVisible(visitor.locator("strong", { hasText: "friend" }));
    await visitor.close();
    await admin.close();
  });

  it.each(DESKTOP_ONLY)(
    "an organiser whose admin label is removed is told so when saving, and nothing is saved at $name width",
    async ({ size }) => {
      const demoted = await createTestAccount(world.server, ORGANISER);
      const id = await seedMeeting(sdk, {
        title: "Before",
        start: daysFromNow(2),
        end: daysFromNow(2, 1),
      });
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: demoted });
      // The refused form's answer is a 403 page, which Chromium logs.
      admin.expectConsoleError(FORM_REFUSED(403));
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await page.getByLabel("Title").fill("After");
      await removeAdminLabel(world.server, demoted);
      await page.getByRole("button", { name: "Save" }).click();

      await expectVisible(page.getByText("You do not have permission to access this page."));
      expect((await readMeeting(sdk, id)).title).toBe("Before");
      await recordState(page, "admin-save-failed");
      await admin.close();
    },
  );

  it("an organiser whose save the club's data service fails sees Failed to save. and keeps the edit", async () => {
    const id = await seedMeeting(sdk, {
      title: "Offline",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
    const admin = await organiserSession.openPage();
    admin.expectConsoleError(FORM_REFUSED(503));
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    const broken = breakBackendRequests(
      world.server,
      (method, pathname) => method === "PATCH" && pathname.includes("/club_meetings/"),
    );

    await page.getByLabel("Title").fill("Offline edit");
    await page.getByRole("button", { name: "Save" }).click();

    const status = page.getByRole("status").filter({ hasText: "Failed to save." });
    await expectVisible(status);
    broken.mend();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Offline edit");
    await expectVisible(page.getByText("Unsaved changes", { exact: true }));
    expect((await readMeeting(sdk, id)).title).toBe("Offline");
    await admin.close();
  });

  it.each(DESKTOP_ONLY)(
    "a meeting without an agenda offers Create one now, which opens an empty editor at $name width",
    async ({ size }) => {
      const id = await seedMeeting(sdk, {
        title: "Bare",
        start: daysFromNow(4),
        end: daysFromNow(4, 1),
        agenda: null,
      });
      const admin = await organiserSession.openPage({ viewport: size });
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await expectVisible(page.getByRole("heading", { name: "No agenda was created" }));
      await recordState(page, "admin-no-agenda");
      await page.getByRole("button", { name: "Create one now" }).click();

      await expectVisible(page.getByLabel("Agenda preview"));
      const agenda = await readAgenda(sdk, id);
      for (const key of [
        "agenda_preview",
        "question_1",
        "question_2",
        "question_3",
        "quote_text",
        "quote_author",
        "everything_else",
      ]) {
        expect(agenda[key], key).toBe("");
      }
      await admin.close();
    },
  );

  it("a meeting that has ended says This meeting has concluded.", async () => {
    const id = await seedMeeting(sdk, {
      title: "Last Week",
      start: daysFromNow(-7),
      end: daysFromNow(-7, 1),
    });
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await expectVisible(page.getByText("This meeting has concluded."));
    await admin.close();
  });

  it.each(DESKTOP_ONLY)(
    "an unknown meeting id says Meeting not found, with a way back at $name width",
    async ({ size }) => {
      const admin = await organiserSession.openPage({ viewport: size });
      const { page } = admin;
      await openAdminScreen(page, meetingUrl("no-such-meeting"));

      await expectText(page.getByRole("heading", { level: 1 }), "Meeting not found");
      await eventually(() =>
        page.getByRole("link", { name: "Back to Admin Panel" }).getAttribute("href"),
      ).toBe("/admin");
      await recordState(page, "admin-not-found");
      await admin.close();
    },
  );

  it("a meeting that cannot be loaded gets a kind message", async () => {
    const admin = await organiserSession.openPage();
    const { page } = admin;
    const broken = breakBackendRequests(world.server, (method, pathname) =>
      pathname.includes("/club_meetings/documents/any-meeting"),
    );
    await openAdminScreen(page, meetingUrl("any-meeting"));

    await eventually(() => page.getByRole("alert").textContent()).toContain(
      "We couldn't load this meeting.",
    );
    broken.mend();
    await admin.close();
  });

  it("an organiser in another time zone still reads and writes club time", async () => {
    const id = await seedMeeting(sdk, {
      title: "Zones",
      start: "2030-03-07T20:30:00.000Z",
      end: "2030-03-07T21:30:00.000Z",
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser, timezoneId: "Asia/Tokyo" });
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));

    // 20:30 UTC is 14:30 in Chicago and 05:30 the next morning in Tokyo.
    await eventually(() => page.getByLabel("Start date").inputValue()).toBe("2030-03-07");
    await eventually(() => page.getByLabel("Start time").inputValue()).toBe("14:30");
    await page.getByLabel("Start date").fill("2030-03-12");
    await page.getByLabel("Start time").fill("16:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));

    // March 12th is after the change to daylight saving time: 16:00 CDT is 21:00 UTC.
    expect(new Date(String((await readMeeting(sdk, id)).start)).toISOString()).toBe(
      "2030-03-12T21:00:00.000Z",
    );
    await expectVisible(page.getByText("March 12, 2030"));
    await admin.close();
  });

  describe.each(DESKTOP_ONLY)("leaving with unsaved changes at $name width", ({ size }) => {
    it("an organiser who follows a link is asked first, and can stay or leave", async () => {
      const id = await seedMeeting(sdk, {
        title: "Careful",
        start: daysFromNow(5),
        end: daysFromNow(5, 1),
      });
      const admin = await organiserSession.openPage({ viewport: size });
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await page.getByLabel("Title").fill("Careful edits");
      await page.getByRole("link", { name: "Back to Admin Panel" }).click();
      const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
      await expectVisible(dialog);
      await recordState(page, "admin-unsaved-dialog");

      await dialog.getByRole("button", { name: "Stay on this page" }).click();
      await expectHidden(dialog);
      await eventually(() => page.getByLabel("Title").inputValue()).toBe("Careful edits");

      await page.getByRole("link", { name: "Back to Admin Panel" }).click();
      await dialog.getByRole("button", { name: "Leave without saving" }).click();
      await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
      expect((await readMeeting(sdk, id)).title).toBe("Careful");
      await admin.close();
    });
  });

  it("an organiser deletes a meeting after confirming, and it is gone from the panel and the site", async () => {
    const id = await seedMeeting(sdk, {
      title: "Made By Mistake",
      start: daysFromNow(6),
      end: daysFromNow(6, 1),
      agenda: { agenda_preview: "Nothing yet." },
    });
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.getByLabel("Title").fill("Edited, then deleted");

    await page.getByRole("button", { name: "Delete meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this meeting?" });
    await expectVisible(dialog);
    await recordState(page, "admin-delete-dialog");
    await dialog.getByRole("button", { name: "Keep meeting" }).click();
    await expectHidden(dialog);
    expect((await readMeeting(sdk, id)).title).toBe("Made By Mistake");

    await page.getByRole("button", { name: "Delete meeting" }).click();
    await dialog.getByRole("button", { name: "Delete meeting" }).click();
    // Deleting is the organiser's decision about the unsaved edit too: no second question.
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    const upcoming = page.getByRole("region", { name: "Upcoming Meetings" });
    await expectCount(upcoming.getByText("Made By Mistake"), 0);
    // The panel says what was deleted, and offers to put it back for a few seconds.
    const notice = page.getByRole("status").filter({ hasText: "You deleted" });
    await expectText(
      notice,
      /You deleted “Made By Mistake” \(.+\)\. You can undo it for 10 seconds\./,
    );
    await expect(readMeeting(sdk, id)).rejects.toMatchObject({ code: 404 });
    await expect(readAgenda(sdk, id)).rejects.toMatchObject({ code: 404 });
    const publicPage = await fetch(`${world.server.url}/agenda/${id}`);
    expect(publicPage.status).toBe(404);

    await notice.getByRole("button", { name: "Undo" }).click();
    await expectVisible(
      page.getByText("“Made By Mistake”", { exact: false }).filter({ hasText: "is back" }),
    );
    await expectCount(upcoming.getByRole("listitem").filter({ hasText: "Made By Mistake" }), 1);
    expect((await readMeeting(sdk, id)).title).toBe("Made By Mistake");
    expect((await readAgenda(sdk, id)).agenda_preview).toBe("Nothing yet.");
    // Pictured only now: the axe checks and pictures at two widths could outlast the Undo.
    await recordState(page, "admin-panel-restored");
    expect((await fetch(`${world.server.url}/agenda/${id}`)).status).toBe(200);
    await admin.close();
  });

  it("an organiser whose admin label is removed cannot delete a meeting, is told so, and it stays", async () => {
    const demoted = await createTestAccount(world.server, ORGANISER);
    const id = await seedMeeting(sdk, {
      title: "Still Here",
      start: daysFromNow(6),
      end: daysFromNow(6, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: demoted });
    admin.expectConsoleError(FORM_REFUSED(403));
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));

    await removeAdminLabel(world.server, demoted);
    await page.getByRole("button", { name: "Delete meeting" }).click();
    await page
      .getByRole("dialog", { name: "Delete this meeting?" })
      .getByRole("button", { name: "Delete meeting" })
      .click();

    await expectVisible(page.getByText("You do not have permission to access this page."));
    expect((await readMeeting(sdk, id)).title).toBe("Still Here");
    await admin.close();
  });

  it("an organiser who logs out with unsaved changes is asked first, and can stay or leave", async () => {
    const id = await seedMeeting(sdk, {
      title: "Logout",
      start: daysFromNow(5),
      end: daysFromNow(5, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.getByLabel("Title").fill("Logout edits");

    await page.getByRole("button", { name: "Logout" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expectVisible(dialog);
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expectHidden(dialog);
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Logout edits");

    await page.getByRole("button", { name: "Logout" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expectVisible(page.getByRole("button", { name: "Login" }));
    expect((await readMeeting(sdk, id)).title).toBe("Logout");
    await admin.close();
  });

  it("an organiser who closes the tab with unsaved changes gets the browser's warning", async () => {
    const id = await seedMeeting(sdk, {
      title: "Tab",
      start: daysFromNow(5),
      end: daysFromNow(5, 1),
    });
    const admin = await organiserSession.openPage();
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.getByLabel("Title").fill("Tab edits");

    const warning = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await warning;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
    await admin.close();
  });
});
