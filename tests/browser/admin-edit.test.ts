import { beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import {
  failedRequest,
  openBrowserPage,
  useBrowserWorld,
  VIEWPORTS,
} from "../support/browser-world.ts";
import { daysFromNow, readAgenda, readMeeting, seedMeeting } from "../support/seed-meetings.ts";
import { createAccount, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen, recordState, removeAdminLabel } from "./admin-fixtures.ts";

const REFUSED_WRITE = /Failed to load resource: the server responded with a status of 401/;
const MISSING_AGENDA = /Failed to load resource: the server responded with a status of 404/;

describe("the Manage Meeting screen", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  const meetingUrl = (id: string) => `${world.server.url}/admin/${id}`;

  beforeAll(async () => {
    organiser = await createAccount(world.server, { isAdmin: true });
    // Its own account: Appwrite keeps ten sessions a user, and every page here signs the organiser in.
    sdk = await signedInSdk(world.server, await createAccount(world.server, { isAdmin: true }));
  });

  it.each(VIEWPORTS)(
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
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      expect(
        await page.getByRole("link", { name: "Back to Admin Panel" }).getAttribute("href"),
      ).toBe("/admin");
      const publicLink = page.getByRole("link", { name: "View Public Agenda Page" });
      expect(await publicLink.getAttribute("href")).toBe(`/agenda/${id}`);
      expect(await publicLink.getAttribute("target")).toBe("_blank");
      expect(await page.getByRole("heading", { name: "Meeting Settings" }).isVisible()).toBe(true);
      expect(await page.getByLabel("Title").inputValue()).toBe("Pronoun Practice");
      expect(await page.getByLabel("Location").inputValue()).toBe("Room 214");
      expect(await page.getByLabel("Start date").inputValue()).toBe("2030-11-26");
      expect(await page.getByLabel("Start time").inputValue()).toBe("14:30");
      expect(await page.getByLabel("End date").inputValue()).toBe("2030-11-26");
      expect(await page.getByLabel("End time").inputValue()).toBe("15:30");
      expect(
        await page.getByRole("heading", { level: 2, name: "Pronoun Practice" }).isVisible(),
      ).toBe(true);
      expect(await page.getByText("November 26, 2030").isVisible()).toBe(true);
      expect(await page.getByText("This meeting has concluded.").count()).toBe(0);
      expect(await page.getByLabel("Agenda preview").inputValue()).toBe(
        "Snacks, then a pronoun game.",
      );
      expect(await page.getByLabel("Question 1").inputValue()).toBe(
        "What is your favourite snack?",
      );
      for (const label of ["Question 2", "Question 3", "Quote author"]) {
        expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe("");
      }
      expect(await page.getByRole("textbox", { name: "Quote", exact: true }).inputValue()).toBe("");
      const preview = page.getByRole("region", { name: "Preview" });
      expect(await preview.getByRole("heading", { name: "Announcements" }).isVisible()).toBe(true);
      expect(await preview.locator("strong").textContent()).toBe("Friday");
      await recordState(page, "meeting");
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
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Night Owls");
    await recordState(page, "meeting-dark");
    await page.goto(`${world.server.url}/admin`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Night Owls" }).isVisible())
      .toBe(true);
    await recordState(page, "panel-dark");
    await admin.close();
  });

  it("an organiser who saves sees Saving... then Saved!, and the public agenda shows the change", async () => {
    const id = await seedMeeting(sdk, {
      title: "Draft",
      start: daysFromNow(7),
      end: daysFromNow(7, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser });
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
    await page.getByRole("textbox", { name: "Everything else" }).click();
    await page.keyboard.type("Bring a **friend**");
    await expect
      .poll(() => page.getByText("Unsaved changes", { exact: true }).isVisible())
      .toBe(true);

    // Hold the save at the server's door, to see the screen while it waits.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      "**/v1/databases/offbranch/collections/club_meetings/documents/*",
      async (route) => {
        if (route.request().method() === "PATCH") await held;
        await route.fallback();
      },
    );
    await page.getByRole("button", { name: "Save" }).click();
    const saving = page.getByRole("button", { name: "Saving..." });
    await expect.poll(() => saving.isDisabled()).toBe(true);
    release();

    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Saved!" }).isVisible())
      .toBe(true);
    expect(await page.getByRole("button", { name: "Save" }).isEnabled()).toBe(true);
    expect(await page.getByText("Unsaved changes", { exact: true }).count()).toBe(0);

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
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Trans Day of Visibility",
    );
    expect(await visitor.getByText("Posters and pizza.").isVisible()).toBe(true);
    expect(await visitor.getByText("Who inspires you?").isVisible()).toBe(true);
    expect(await visitor.getByText("Oscar Wilde").isVisible()).toBe(true);
    expect(await visitor.locator("strong", { hasText: "friend" }).isVisible()).toBe(true);
    await visitor.close();
    await admin.close();
  });

  it.each(VIEWPORTS)(
    "an organiser whose admin label is removed sees Failed to save. and keeps their edits at $name width",
    async ({ size }) => {
      const demoted = await createAccount(world.server, { isAdmin: true });
      const id = await seedMeeting(sdk, {
        title: "Before",
        start: daysFromNow(2),
        end: daysFromNow(2, 1),
      });
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: demoted });
      admin.expectConsoleError(REFUSED_WRITE);
      admin.expectConsoleError(/^Failed to save\./);
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await page.getByLabel("Title").fill("After");
      await removeAdminLabel(world.server, demoted);
      await page.getByRole("button", { name: "Save" }).click();

      const status = page.getByRole("status").filter({ hasText: "Failed to save." });
      await expect.poll(() => status.isVisible()).toBe(true);
      expect(await status.textContent()).toContain("You don't have permission to do that.");
      expect(await page.getByLabel("Title").inputValue()).toBe("After");
      expect((await readMeeting(sdk, id)).title).toBe("Before");
      await recordState(page, "save-failed");
      await admin.close();
    },
  );

  it("an organiser whose connection drops sees Failed to save.", async () => {
    const id = await seedMeeting(sdk, {
      title: "Offline",
      start: daysFromNow(2),
      end: daysFromNow(2, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    admin.expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
    admin.expectConsoleError(/^Failed to save\./);
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.route("**/v1/databases/**", (route) => route.abort());

    await page.getByLabel("Title").fill("Offline edit");
    await page.getByRole("button", { name: "Save" }).click();

    const status = page.getByRole("status").filter({ hasText: "Failed to save." });
    await expect.poll(() => status.isVisible()).toBe(true);
    expect(await status.textContent()).toContain("We couldn't reach the club's data service.");
    await admin.close();
  });

  it.each(VIEWPORTS)(
    "a meeting without an agenda offers Create one now, which opens an empty editor at $name width",
    async ({ size }) => {
      const id = await seedMeeting(sdk, {
        title: "Bare",
        start: daysFromNow(4),
        end: daysFromNow(4, 1),
        agenda: null,
      });
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      admin.expectConsoleError(MISSING_AGENDA);
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await expect
        .poll(() => page.getByRole("heading", { name: "No agenda was created" }).isVisible())
        .toBe(true);
      await recordState(page, "no-agenda");
      await page.getByLabel("Location").fill("Gym");
      await page.getByRole("button", { name: "Create one now" }).click();

      await expect.poll(() => page.getByLabel("Agenda preview").isVisible()).toBe(true);
      expect(await page.getByLabel("Location").inputValue()).toBe("Gym");
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
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await expect.poll(() => page.getByText("This meeting has concluded.").isVisible()).toBe(true);
    await admin.close();
  });

  it.each(VIEWPORTS)(
    "an unknown meeting id says Meeting not found, with a way back at $name width",
    async ({ size }) => {
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      admin.expectConsoleError(MISSING_AGENDA);
      const { page } = admin;
      await openAdminScreen(page, meetingUrl("no-such-meeting"));

      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Meeting not found");
      expect(
        await page.getByRole("link", { name: "Back to Admin Panel" }).getAttribute("href"),
      ).toBe("/admin");
      await recordState(page, "not-found");
      await admin.close();
    },
  );

  it("a meeting that cannot be loaded gets a kind message", async () => {
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    admin.expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
    admin.expectConsoleError(/^Error loading:/);
    const { page } = admin;
    await page.route("**/v1/databases/**", (route) => route.abort());
    await openAdminScreen(page, meetingUrl("any-meeting"));

    expect(await page.getByRole("alert").textContent()).toContain("We couldn't load this meeting.");
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
    expect(await page.getByLabel("Start date").inputValue()).toBe("2030-03-07");
    expect(await page.getByLabel("Start time").inputValue()).toBe("14:30");
    await page.getByLabel("Start date").fill("2030-03-12");
    await page.getByLabel("Start time").fill("16:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Saved!" }).isVisible())
      .toBe(true);

    // March 12th is after the change to daylight saving time: 16:00 CDT is 21:00 UTC.
    expect(new Date(String((await readMeeting(sdk, id)).start)).toISOString()).toBe(
      "2030-03-12T21:00:00.000Z",
    );
    expect(await page.getByText("March 12, 2030").isVisible()).toBe(true);
    await admin.close();
  });

  describe.each(VIEWPORTS)("leaving with unsaved changes at $name width", ({ size }) => {
    it("an organiser who follows a link is asked first, and can stay or leave", async () => {
      const id = await seedMeeting(sdk, {
        title: "Careful",
        start: daysFromNow(5),
        end: daysFromNow(5, 1),
      });
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      const { page } = admin;
      await openAdminScreen(page, meetingUrl(id));

      await page.getByLabel("Title").fill("Careful edits");
      await page.getByRole("link", { name: "Back to Admin Panel" }).click();
      const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await recordState(page, "unsaved-dialog");

      await dialog.getByRole("button", { name: "Stay on this page" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.getByLabel("Title").inputValue()).toBe("Careful edits");

      await page.getByRole("link", { name: "Back to Admin Panel" }).click();
      await dialog.getByRole("button", { name: "Leave without saving" }).click();
      await expect
        .poll(() => page.getByRole("heading", { level: 1, name: "Admin Panel" }).isVisible())
        .toBe(true);
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
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.getByLabel("Title").fill("Edited, then deleted");

    await page.getByRole("button", { name: "Delete meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this meeting?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await recordState(page, "delete-dialog");
    await dialog.getByRole("button", { name: "Keep meeting" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await readMeeting(sdk, id)).title).toBe("Made By Mistake");

    await page.getByRole("button", { name: "Delete meeting" }).click();
    await dialog.getByRole("button", { name: "Delete meeting" }).click();
    // Deleting is the organiser's decision about the unsaved edit too: no second question.
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Admin Panel" }).isVisible())
      .toBe(true);
    expect(await page.getByText("Made By Mistake").count()).toBe(0);
    await expect(readMeeting(sdk, id)).rejects.toMatchObject({ code: 404 });
    await expect(readAgenda(sdk, id)).rejects.toMatchObject({ code: 404 });
    const publicPage = await fetch(`${world.server.url}/agenda/${id}`);
    expect(publicPage.status).toBe(404);
    await admin.close();
  });

  it("an organiser whose admin label is removed cannot delete a meeting, is told why, and keeps it", async () => {
    const demoted = await createAccount(world.server, { isAdmin: true });
    const id = await seedMeeting(sdk, {
      title: "Still Here",
      start: daysFromNow(6),
      end: daysFromNow(6, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: demoted });
    admin.expectConsoleError(REFUSED_WRITE);
    admin.expectConsoleError(/^Error deleting meeting:/);
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));

    await removeAdminLabel(world.server, demoted);
    await page.getByRole("button", { name: "Delete meeting" }).click();
    await page
      .getByRole("dialog", { name: "Delete this meeting?" })
      .getByRole("button", { name: "Delete meeting" })
      .click();

    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "couldn't delete" }).textContent())
      .toContain("You don't have permission to do that.");
    expect(await page.getByLabel("Title").inputValue()).toBe("Still Here");
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
    // Signed out, the screen asks who is there and is told nobody: the login form follows.
    admin.expectConsoleError(failedRequest(401, "/account"));
    const { page } = admin;
    await openAdminScreen(page, meetingUrl(id));
    await page.getByLabel("Title").fill("Logout edits");

    await page.getByRole("button", { name: "Logout" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.getByLabel("Title").inputValue()).toBe("Logout edits");

    await page.getByRole("button", { name: "Logout" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
    expect((await readMeeting(sdk, id)).title).toBe("Logout");
    await admin.close();
  });

  it("an organiser who closes the tab with unsaved changes gets the browser's warning", async () => {
    const id = await seedMeeting(sdk, {
      title: "Tab",
      start: daysFromNow(5),
      end: daysFromNow(5, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser });
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
