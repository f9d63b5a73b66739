import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  failedSiteRequest,
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import type { SdkUser } from "../support/sdk.ts";
import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// The club's pages, edited at phone width in the Markdown editor: a visitor reads the change on
// the next load, and an earlier version comes back from the history.

async function visitorHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe("the club's pages", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    session = await openBrowserSession(world, { signedInAs: organiser, viewport: PHONE });
  });

  afterAll(async () => {
    await session.close();
  });

  it("an organiser rewrites the about page, a visitor reads it on the next load, and the earlier version is restored", async () => {
    const startingTitle = `Welcome to ${world.server.club.club.name}`;
    expect(await visitorHtml(`${world.server.url}/about`)).toContain(startingTitle);
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin`);
    await page.getByRole("link", { name: "Pages", exact: true }).click();
    const languages = page.getByRole("list", { name: "Languages of /about" });
    await languages.getByRole("link", { name: /^English: / }).click();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Welcome to {{club.name}}");
    // Drawn by the site's server: no React on the page.
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on a page's screen");

    await page.getByLabel("Title").fill("About {{club.name}}");
    await page.getByLabel("Description").fill("Who we are and when we meet.");
    // The editor opens over the page's text area as it comes into sight (the page script).
    await expectVisible(page.getByRole("toolbar", { name: "Formatting" }));
    const body = page.getByRole("textbox", { name: "The page", exact: true });
    await body.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("We are a **friendly** bunch.");
    await expectVisible(page.locator("strong").filter({ hasText: "friendly" }));
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-page-about");

    const about = await visitorHtml(`${world.server.url}/about`);
    expect(about).toContain(`About ${world.server.club.club.name}`);
    expect(about).toContain("<strong>friendly</strong>");
    expect(about).toContain('content="Who we are and when we meet."');
    const stored = await sdk.databases.getDocument("offbranch", "club_pages", "about.en");
    expect(stored.body).toBe("We are a **friendly** bunch.");

    const history = page.getByRole("region", { name: "History" });
    await expectVisible(history.getByRole("listitem").nth(1));
    const first = history.getByRole("listitem").last();
    await first.getByText("What changed").click();
    await first.getByRole("button", { name: "Restore this version" }).click();
    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Welcome to {{club.name}}");
    await eventually(async () => visitorHtml(`${world.server.url}/about`)).toContain(startingTitle);
    expect(await visitorHtml(`${world.server.url}/about`)).not.toContain("friendly");
    await admin.close();
  });

  it("the page editor's preview names the club where the page says {{club.name}}, as the public page does", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/pages/support`);
    // The editor opens over the page's text area as it comes into sight (the page script).
    await expectVisible(page.getByRole("toolbar", { name: "Formatting" }));
    const body = page.getByRole("textbox", { name: "The page", exact: true });
    await body.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Ask **{{club.name}}** at {{school.initials}}.");
    const preview = page.getByRole("region", { name: "Preview" });
    await expectVisible(preview.locator("strong").filter({ hasText: world.server.club.club.name }));
    await eventually(() => preview.textContent()).toContain(
      `at ${world.server.club.school.initials}.`,
    );
    expect(await preview.textContent()).not.toContain("{{");
    await admin.close();
  });

  it("an organiser who empties a page's title is told at the field, and nothing is saved", async () => {
    const before = await sdk.databases.getDocument("offbranch", "club_pages", "join.en");
    const admin = await session.openPage();
    // The refused save comes back as the page, drawn again with what was typed (a 400).
    admin.expectConsoleError(failedSiteRequest(400, "/admin/pages/join"));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/pages/join`);
    await eventually(() => page.getByLabel("Title").inputValue()).not.toBe("");
    await page.getByLabel("Title").fill("  ");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByText("Give the page a title."));
    await eventually(() => page.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    const after = await sdk.databases.getDocument("offbranch", "club_pages", "join.en");
    expect(after.$updatedAt).toBe(before.$updatedAt);
    await page.getByLabel("Title").fill(String(before.title));
    await admin.close();
  });

  it("an organiser opening a page nothing stored yet (a real Appwrite not seeded) is told how to store it, not that the club has no such page", async () => {
    await sdk.databases.deleteDocument("offbranch", "club_pages", "privacy.en");
    const admin = await session.openPage();
    const { page } = admin;

    await openAdminScreen(page, `${world.server.url}/admin/pages/privacy`);

    await expectVisible(page.getByRole("heading", { name: "This page is not stored yet" }));
    await expectVisible(page.getByText(/store the club's starting pages with npm run seed/));
    await admin.close();
  });
});
