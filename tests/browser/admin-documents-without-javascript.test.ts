import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { readAgenda, readEvent, readMeeting } from "../support/seed-meetings.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  useBrowserWorld,
  type BrowserPage,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";

// Manage Meeting and Manage Event are drawn by the site's server and saved through its action
// as plain forms (issue 32 item 2): an organiser whose browser runs no JavaScript creates,
// edits, saves, deletes and puts back a meeting, and creates and saves an event, and visitors
// see what was saved. Neither screen loads React.

/** Chromium's line for the screen's answer to a refused save (400), at `/admin/<id>`. */
const SAVE_REFUSED = failedSiteRequest(400, /^\/admin\/[^/]+$/);

function idOf(page: Page): string {
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

describe("Manage Meeting and Manage Event with JavaScript off", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let admin: BrowserPage;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    admin = await openBrowserPage(world, { signedInAs: organiser, javaScriptEnabled: false });
    admin.expectConsoleError(SAVE_REFUSED);
  });

  afterAll(async () => {
    await admin.close();
  });

  it("an organiser creates a meeting, sets its title, time and agenda, saves, and visitors see it", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Meeting" }));
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Manage Meeting");
    const id = idOf(page);

    await page.getByLabel("Title", { exact: true }).fill("Pride Prom Planning");
    await page.getByLabel("Start date").fill("2031-04-08");
    await page.getByLabel("Start time").fill("15:30");
    await page.getByLabel("End date").fill("2031-04-08");
    await page.getByLabel("End time").fill("16:30");
    await page.getByLabel("Agenda preview").fill("Themes, tickets and the playlist.");
    await page
      .getByRole("textbox", { name: "Everything else", exact: true })
      .fill("Bring **ideas**");
    await page.getByRole("button", { name: "Save" }).click();

    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await eventually(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "Pride Prom Planning",
    );
    await eventually(() => page.getByLabel("Start time").inputValue()).toBe("15:30");
    await expectCount(page.getByText(/Not public until you save/), 0);
    // 15:30 in Chicago, in daylight saving time.
    expect(new Date(String((await readMeeting(sdk, id)).start)).toISOString()).toBe(
      "2031-04-08T20:30:00.000Z",
    );
    expect((await readAgenda(sdk, id)).everything_else).toBe("Bring **ideas**");

    const visitor = await world.browser.newPage({ javaScriptEnabled: false });
    await visitor.goto(`${world.server.url}/agenda/${id}`);
    await expectText(visitor.getByRole("heading", { level: 1 }), "Pride Prom Planning");
    await expectVisible(visitor.getByText("Themes, tickets and the playlist."));
    await expectVisible(visitor.locator("strong", { hasText: "ideas" }));
    await visitor.close();
  });

  it("an organiser whose end is before the start is told so, keeps what they typed, and nothing is saved", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Meeting" }));
    const id = idOf(page);
    const before = await readMeeting(sdk, id);

    await page.getByLabel("Title", { exact: true }).fill("Backwards");
    await page.getByLabel("Start time").fill("17:00");
    await page.getByLabel("End time").fill("16:00");
    await page.getByLabel("The Gay Agenda minutes").fill("2.5");
    await page.getByRole("button", { name: "Save" }).click();

    const status = page.getByRole("status").filter({ hasText: "Failed to save." });
    await expectText(status, /The end is before the start/);
    await eventually(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "Backwards",
    );
    await eventually(() => page.getByLabel("End time").inputValue()).toBe("16:00");
    await eventually(() => page.getByLabel("The Gay Agenda minutes").inputValue()).toBe("2.5");
    await expectVisible(page.getByText("Unsaved changes", { exact: true }));
    expect((await readMeeting(sdk, id)).title).toBe(before.title);
  });

  it("an organiser deletes a meeting from its dialog and puts it back from the Admin Panel", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Meeting" }));
    const id = idOf(page);
    await page.getByLabel("Title", { exact: true }).fill("Oops Meeting");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));

    // The dialog opens and closes by the browser's own commands: no script needed.
    await page.getByRole("button", { name: "Delete meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this meeting?" });
    await dialog.getByRole("button", { name: "Delete meeting" }).click();

    const notice = page.getByRole("status").filter({ hasText: "You deleted" });
    await expectText(
      notice,
      /You deleted “Oops Meeting” \(.+\)\. You can undo it for 10 seconds\./,
    );
    await expect(readMeeting(sdk, id)).rejects.toMatchObject({ code: 404 });
    await notice.getByRole("button", { name: "Undo" }).click();
    await expectVisible(
      page.getByText(/“Oops Meeting” \(.+\) is back, with its agenda and notes\./),
    );
    expect((await readMeeting(sdk, id)).title).toBe("Oops Meeting");
  });

  it("an organiser adds and deletes a poll, and duplicates the meeting for next week", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Create Meeting" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Meeting" }));
    const id = idOf(page);
    await page.getByLabel("Title", { exact: true }).fill("Weekly Chat");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));

    await page.getByRole("textbox", { name: "Question", exact: true }).fill("Snacks?");
    await page.getByRole("textbox", { name: "Options, one a line (2 to 6)" }).fill("Yes\nNo");
    await page.getByRole("button", { name: "Add poll" }).click();
    await expectVisible(page.getByText("Poll added."));
    await expectVisible(page.getByText("Snacks?", { exact: true }));
    await page.getByRole("button", { name: /^Delete poll/ }).click();
    await expectVisible(page.getByText("Poll deleted."));
    await expectVisible(page.getByText("No polls yet."));

    await page.getByRole("button", { name: "Duplicate for next week" }).click();
    await expectVisible(page.getByText(/You are editing the new copy, for /));
    expect(idOf(page)).not.toBe(id);
    await eventually(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "Weekly Chat",
    );
  });

  it("an organiser creates an event, sets its title, time and description, saves, and visitors see it", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);
    await page.getByRole("button", { name: "Add Event" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Manage Event" }));
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Manage Event");
    const id = idOf(page);

    await page.getByLabel("Title", { exact: true }).fill("Rainbow Bake Sale");
    await page.getByLabel("Start date").fill("2031-05-02");
    await page.getByLabel("Start time").fill("12:00");
    await page.getByLabel("End date").fill("2031-05-02");
    await page.getByLabel("End time").fill("13:30");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Cupcakes for **all**.");
    await page.getByRole("button", { name: "Save" }).click();

    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await eventually(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "Rainbow Bake Sale",
    );
    const event = await readEvent(sdk, id);
    expect(new Date(String(event.time)).toISOString()).toBe("2031-05-02T17:00:00.000Z");

    const visitor = await world.browser.newPage({ javaScriptEnabled: false });
    await visitor.goto(`${world.server.url}/events/${id}`);
    await expectText(visitor.getByRole("heading", { level: 1 }), "Rainbow Bake Sale");
    await expectVisible(visitor.locator("strong", { hasText: "all" }));
    await visitor.close();
  });
});
