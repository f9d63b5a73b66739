import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  failedSiteRequest,
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { clubFiles } from "../support/club-files.ts";
import { recordState } from "../support/record-state.ts";
import type { SdkUser } from "../support/sdk.ts";
import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// The Club settings screen at phone width: what an organiser changes there, a visitor sees on
// the next load, with no file of the project changed; bad input is refused at its field; an
// earlier version comes back; and a second organiser's save in between is told, not lost.

async function visitorHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe("club settings", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;
  let filesBefore: string;

  beforeAll(async () => {
    filesBefore = clubFiles();
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    session = await openBrowserSession(world, { signedInAs: organiser, viewport: PHONE });
  });

  afterAll(async () => {
    await session.close();
  });

  it("an organiser renames the club, changes the leaders' address and takes the mascot away, and a visitor sees each on the next load", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin`);
    await page.getByRole("link", { name: "Club settings" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Club settings" }));
    await eventually(() => page.getByLabel("Club name").inputValue()).toBe(
      world.server.club.club.name,
    );
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Club settings");

    await page.getByLabel("Club name").fill("Rainbow Alliance");
    await page.getByLabel("Club leaders' addresses").fill("pride-leads@school.example");
    expect(await visitorHtml(world.server.url)).toContain('class="hero-mascot');
    await page.getByRole("combobox", { name: "Mascot" }).selectOption("none");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-club-settings");

    const home = await visitorHtml(world.server.url);
    expect(home).toContain("Rainbow Alliance");
    expect(home).toContain("mailto:pride-leads@school.example");
    expect(home, "no mascot in the hero").not.toContain('class="hero-mascot');
    const stored = await sdk.databases.getDocument("offbranch", "club_settings", "club");
    expect(stored).toMatchObject({ club_name: "Rainbow Alliance" });
    expect(clubFiles(), "no file on disk changed").toBe(filesBefore);
    await admin.close();
  });

  it("an organiser who types an address without https and a leader's address that is not one is told at each field, and nothing is saved", async () => {
    const before = await sdk.databases.getDocument("offbranch", "club_settings", "club");
    const admin = await session.openPage();
    admin.expectConsoleError(failedSiteRequest(400, "/admin/settings"));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await eventually(() => page.getByLabel("Club name").inputValue()).not.toBe("");
    await page.getByLabel("Club name").fill("Half Saved Club");
    await page.getByLabel("Quick exit page").fill("http://weather.example");
    await page.getByLabel("Club leaders' addresses").fill("leaders at school");
    await page.getByLabel("Time zone").selectOption("Europe/Dublin");
    await page.getByRole("button", { name: "Save" }).click();

    const quickExit = page.getByLabel("Quick exit page");
    await eventually(() => quickExit.getAttribute("aria-invalid")).toBe("true");
    await expectVisible(page.getByText("Write a full https:// address"));
    await expectVisible(page.getByText("Write an email address"));
    await recordState(page, "admin-club-settings-refused");
    const after = await sdk.databases.getDocument("offbranch", "club_settings", "club");
    expect(after.$updatedAt).toBe(before.$updatedAt);
    expect(await visitorHtml(world.server.url)).not.toContain("Half Saved Club");
    await page.getByLabel("Quick exit page").fill(String(before.quick_exit_url));
    await page.getByLabel("Club leaders' addresses").fill(before.leaders_emails.join(", "));
    await page.getByLabel("Club name").fill(String(before.club_name));
    await page.getByLabel("Time zone").selectOption(String(before.time_zone));
    await admin.close();
  });

  it("an organiser restores an earlier name from the history, and a visitor sees it again", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await eventually(() => page.getByLabel("Club name").inputValue()).toBe("Rainbow Alliance");
    const history = page.getByRole("region", { name: "History" });
    // The oldest version is what club.config.json said.
    const first = history.getByRole("listitem").last();
    await first.getByText("What changed").click();
    await first.getByRole("button", { name: "Restore this version" }).click();
    await eventually(() => page.getByLabel("Club name").inputValue()).toBe(
      world.server.club.club.name,
    );
    await expectVisible(
      history
        .getByRole("listitem")
        .first()
        .getByText(/Robin Organiser/),
    );
    expect(await visitorHtml(world.server.url)).toContain(world.server.club.club.name);
    expect(await visitorHtml(world.server.url)).not.toContain("Rainbow Alliance");
    await admin.close();
  });

  it("an organiser whose colleague saved meanwhile is told, sees both, and keeps theirs", async () => {
    const admin = await session.openPage();
    // The save refused for the colleague's comes back as the page, with both versions (a 409).
    admin.expectConsoleError(failedSiteRequest(409, "/admin/settings"));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await eventually(() => page.getByLabel("Meeting place").inputValue()).not.toBe("");
    await sdk.databases.updateDocument("offbranch", "club_settings", "club", {
      meeting_place: "The library",
    });
    await page.getByLabel("Meeting place").fill("Room 101");
    await page.getByRole("button", { name: "Save" }).click();
    const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this" });
    await expectVisible(conflict);
    await expectVisible(conflict.getByText("The library"));
    await expectVisible(conflict.getByText("Room 101"));
    await recordState(page, "admin-club-settings-conflict");
    expect(
      (await sdk.databases.getDocument("offbranch", "club_settings", "club")).meeting_place,
    ).toBe("The library");
    await conflict.getByRole("button", { name: "Save mine over theirs" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect(await visitorHtml(world.server.url)).toContain("Room 101");
    await admin.close();
  });
});
