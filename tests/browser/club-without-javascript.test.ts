import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SdkUser } from "../support/sdk.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  useBrowserWorld,
  type BrowserPage,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { eventually, expectCount, expectHidden, expectVisible } from "../support/user-sees.ts";

// The club's pages, lists and settings are drawn by the site's server and saved through their
// actions as plain forms (issue 32 item 2, decision 0156): an organiser whose browser runs no
// JavaScript edits and saves a page, adds and removes a guideline, changes a support resource
// and club settings, and visitors see each on the next load. No screen loads React.

/** The neutral site the quick exit takes a visitor to in Canada (app/lib/quick-exit-sites.ts). */
const CANADA_QUICK_EXIT = "https://weather.gc.ca/";

async function visitorHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe("the club's pages, lists and settings with JavaScript off", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let admin: BrowserPage;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    admin = await openBrowserPage(world, { signedInAs: organiser, javaScriptEnabled: false });
  });

  afterAll(async () => {
    await admin.close();
  });

  it("an organiser rewrites the join page, is told an empty title cannot be saved with what they typed kept, saves, and visitors read it", async () => {
    admin.expectConsoleError(failedSiteRequest(400, "/admin/pages/join"));
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/pages`);
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Pages");
    await page
      .getByRole("list", { name: "Languages of /join" })
      .getByRole("link", { name: /^English: / })
      .click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Edit page: /join" }));
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on a page's screen");

    const body = page.getByRole("textbox", { name: "The page", exact: true });
    await body.fill("Come along on **{{club.meetingDay}}**.");
    await page.getByLabel("Title").fill(" ");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByText("Give the page a title."));
    await eventually(() => body.inputValue()).toBe("Come along on **{{club.meetingDay}}**.");
    const before = await sdk.databases.getDocument("offbranch", "club_pages", "join.en");
    expect(before.body).not.toContain("Come along");

    await page.getByLabel("Title").fill("Join {{club.name}}");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const join = await visitorHtml(`${world.server.url}/join`);
    expect(join).toContain(`Join ${world.server.club.club.name}`);
    expect(join).toContain(`Come along on <strong>${world.server.club.club.meetingDay}</strong>`);
  });

  it("an organiser adds a guideline, removes another and saves, and a visitor's agenda shows it", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/guidelines`);
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Agenda guidelines");
    const count = await page.getByRole("textbox", { name: /^Guideline \d+$/ }).count();

    await page.getByLabel("Guideline 1", { exact: true }).fill("Be kind, always");
    await page.getByRole("button", { name: "Add a guideline" }).click();
    const added = page.getByLabel(`Guideline ${count + 1}`, { exact: true });
    await expectVisible(added);
    // The draft came back drawn from the form, unsaved: what was typed is there.
    await eventually(() => page.getByLabel("Guideline 1", { exact: true }).inputValue()).toBe(
      "Be kind, always",
    );
    await added.fill("Snacks are shared");
    await page.getByRole("button", { name: "Remove Guideline 2" }).click();
    await expectHidden(page.getByLabel(`Guideline ${count + 1}`, { exact: true }));
    const stored = await sdk.databases.getDocument("offbranch", "club_guidelines", "en");
    expect(stored.texts).not.toContain("Snacks are shared");

    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const saved = await sdk.databases.getDocument("offbranch", "club_guidelines", "en");
    expect(saved.texts).toHaveLength(count);
    expect(saved.texts[0]).toBe("Be kind, always");
    expect(saved.texts.at(-1)).toBe("Snacks are shared");
    const meetingId = await seedMeeting(sdk, {
      title: "Guidelines Night",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const agenda = await visitorHtml(`${world.server.url}/agenda/${meetingId}`);
    expect(agenda).toContain("Be kind, always");
    expect(agenda).toContain("Snacks are shared");
  });

  it("an organiser adds a way to reach a support resource, moves it up and saves, and the support page lists it", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/support-resources`);
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Support resources");
    const second = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Resource 2", exact: true }),
    });
    const name = await second.getByLabel("Name").inputValue();
    await second.getByLabel("What they offer").fill("Someone to talk to, day and night.");
    await second.getByRole("button", { name: "Add a way to reach them" }).click();
    const moved = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Resource 2", exact: true }),
    });
    await moved.getByLabel("Words shown").last().fill("Text 555-0199");
    await moved.getByLabel("Link").last().fill("sms:5550199");
    await moved.getByRole("button", { name: `Move up ${name}` }).click();
    const first = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Resource 1", exact: true }),
    });
    await eventually(() => first.getByLabel("Name").inputValue()).toBe(name);

    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const support = await visitorHtml(`${world.server.url}/support`);
    expect(support).toContain("Someone to talk to, day and night.");
    expect(support).toContain('href="sms:5550199"');
    expect(support.indexOf(name.replaceAll("'", "&#x27;"))).toBeLessThan(
      support.indexOf("The Trevor Project"),
    );
  });

  it("an organiser changes the meeting place and picks the quick exit site of a country, saves, and a visitor's home page has both", async () => {
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/settings`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Club settings" }));
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Club settings");
    await page.getByLabel("Meeting place").fill("The art room");
    await page.getByLabel("A neutral site for your country (a weather page)").selectOption("CA");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    const stored = await sdk.databases.getDocument("offbranch", "club_settings", "club");
    expect(stored.meeting_place).toBe("The art room");
    expect(stored.quick_exit_url).toBe(CANADA_QUICK_EXIT);
    await eventually(() => page.getByLabel("Quick exit page").inputValue()).toBe(CANADA_QUICK_EXIT);
    const home = await visitorHtml(world.server.url);
    expect(home).toContain("The art room");
    expect(home).toContain(CANADA_QUICK_EXIT);
  });

  it("an organiser whose colleague saved the about page meanwhile is told, sees both, and takes theirs", async () => {
    admin.expectConsoleError(failedSiteRequest(409, "/admin/pages/about"));
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/pages/about`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Edit page: /about" }));
    await sdk.databases.updateDocument("offbranch", "club_pages", "about.en", {
      title: "About us, by a colleague",
    });
    await page.getByLabel("Title").fill("About us, by me");
    await page.getByRole("button", { name: "Save" }).click();
    const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this" });
    await expectVisible(conflict.getByText("About us, by a colleague"));
    await expectVisible(conflict.getByText("About us, by me"));
    expect((await sdk.databases.getDocument("offbranch", "club_pages", "about.en")).title).toBe(
      "About us, by a colleague",
    );

    await conflict.getByRole("link", { name: "Take theirs into the form" }).click();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("About us, by a colleague");
    await expectCount(page.getByRole("alert"), 0, "the conflict, once theirs is taken");
  });
});
