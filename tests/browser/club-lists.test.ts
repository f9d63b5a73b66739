import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startingSupportResources } from "../../app/lib/support-resource-files.ts";
import {
  failedSiteRequest,
  openBrowserPage,
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { clubFiles } from "../support/club-files.ts";
import { recordState } from "../support/record-state.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import type { SdkUser } from "../support/sdk.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { eventually, expectCount, expectHidden, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { waitForPageReady } from "./site-fixtures.ts";

// The club's two lists at phone width (decision 0111): an organiser edits the agenda guidelines
// and the support resources in the admin area, a visitor sees the change on the next load of an
// agenda page, present mode and the support page, and no file of the project changes.

async function visitorHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

/** At 320 px, the narrowest phone, nothing of the screen spills sideways; pictured there too. */
async function expectNarrowPhoneFits(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: PHONE.height });
  await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await saveTallWindowScreenshot(page, name);
  await page.setViewportSize(PHONE);
}

describe("the club's guidelines and support resources", () => {
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

  it("an organiser rewords a guideline, recolours it, moves it and removes another, and a visitor's agenda and present mode show it on the next load", async () => {
    const meetingId = await seedMeeting(sdk, {
      title: "Guidelines Night",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const agendaUrl = `${world.server.url}/agenda/${meetingId}`;
    expect(await visitorHtml(agendaUrl)).toContain("Correct gently, but do correct");

    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin`);
    await page.getByRole("link", { name: "Agenda guidelines" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Agenda guidelines" }));
    await eventually(() => page.getByLabel("Guideline 2", { exact: true }).inputValue()).toBe(
      "One mic, one voice",
    );
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Agenda guidelines");

    await page.getByLabel("Guideline 2", { exact: true }).fill("One mic, one voice, one laugh");
    await page
      .getByRole("group", { name: "Colour of guideline 2" })
      .getByRole("radio", { name: "Green" })
      .check();
    await page.getByRole("button", { name: "Move up Guideline 2" }).click();
    await eventually(() => page.getByLabel("Guideline 1", { exact: true }).inputValue()).toBe(
      "One mic, one voice, one laugh",
    );
    // The page drawn after the move has the focus on the entry as it moved (its twin at the top).
    await eventually(() =>
      page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, " ")),
    ).toBe("Move down Guideline 1");
    await page.getByRole("button", { name: "Remove Guideline 6" }).click();
    await expectHidden(page.getByLabel("Guideline 6", { exact: true }));
    const preview = page.getByRole("region", { name: "Preview" });
    await expectVisible(preview.getByText("One mic, one voice, one laugh"));
    await expectHidden(preview.getByText("Correct gently, but do correct"));
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-guidelines");
    await expectNarrowPhoneFits(page, "admin-guidelines");

    const stored = await sdk.databases.getDocument("offbranch", "club_guidelines", "en");
    expect(stored.texts).toHaveLength(5);
    expect(stored.texts[0]).toBe("One mic, one voice, one laugh");
    expect(stored.colours[0]).toBe("green");
    const agenda = await visitorHtml(agendaUrl);
    expect(agenda).toContain('class="guideline guideline-green"');
    expect(agenda).toContain("One mic, one voice, one laugh");
    expect(agenda).not.toContain("Correct gently, but do correct");
    expect(await visitorHtml(`${world.server.url}/es/agenda/${meetingId}`)).toContain(
      "Corrige con amabilidad, pero corrige",
    );

    // Each language has its own list: the Spanish one changes alone.
    await page.getByRole("link", { name: "Español" }).click();
    await eventually(() => page.getByLabel("Guideline 1", { exact: true }).inputValue()).toBe(
      "Respeta la confidencialidad",
    );
    await page.getByLabel("Guideline 1", { exact: true }).fill("Respeta la privacidad de todes");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    expect(await visitorHtml(`${world.server.url}/es/agenda/${meetingId}`)).toContain(
      "Respeta la privacidad de todes",
    );
    expect(await visitorHtml(agendaUrl)).toContain("One mic, one voice, one laugh");
    await admin.close();

    const visitor = await openBrowserPage(world, { viewport: { width: 1280, height: 720 } });
    await visitor.page.goto(agendaUrl);
    await waitForPageReady(visitor.page);
    await visitor.page.getByRole("button", { name: "Present mode" }).click();
    await expectVisible(visitor.page.getByRole("heading", { name: "Guidelines Night" }));
    await visitor.page.keyboard.press("ArrowRight");
    await expectVisible(visitor.page.getByRole("heading", { name: "Club Guidelines" }));
    const slide = visitor.page.locator(".present-slide");
    await expectVisible(slide.getByText("One mic, one voice, one laugh"));
    await expectHidden(slide.getByText("Correct gently, but do correct"));
    await visitor.close();
    expect(clubFiles(), "no file on disk changed").toBe(filesBefore);
  });

  it("an organiser follows the reminder, is told a link is not one, adds a support resource checked today, and the support page lists it", async () => {
    const admin = await session.openPage();
    // The refused save comes back as the page, drawn again with what was typed (a 400).
    admin.expectConsoleError(failedSiteRequest(400, "/admin/support-resources"));
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin`);
    // The starting files' entries were last checked over a year ago.
    const reminder = page.getByRole("region", { name: "Reminder" });
    await reminder.getByText(/support resources need checking/).click();
    await reminder.getByRole("link", { name: "support resources" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Support resources" }));
    await eventually(() => page.getByLabel("Name").first().inputValue()).toBe("The Trevor Project");
    await expectCount(page.locator("html[data-hydrates]"), 0, "React on Support resources");

    await page.getByRole("button", { name: "Add a resource" }).click();
    const number = startingSupportResources("en").length + 1;
    const added = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: `Resource ${number}`, exact: true }),
    });
    await added.getByLabel("Name").fill("Rainbow Youth Line");
    await added.getByLabel("What they offer").fill("Peer support for LGBTQ+ teens, evenings.");
    await added.getByLabel("Words shown").fill("Call 555-0100");
    await added.getByLabel("Link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(added.getByText("Write a link starting https://, tel:, sms: or mailto:."));
    const before = await sdk.databases.getDocument("offbranch", "club_support_resources", "en");
    expect(before.names).not.toContain("Rainbow Youth Line");
    await recordState(page, "admin-support-resources-refused");

    await added.getByLabel("Link").fill("tel:5550100");
    await added.getByLabel("Last checked").fill("2020-01-01");
    await added.getByRole("button", { name: /Mark checked today/ }).click();
    await eventually(() => added.getByLabel("Last checked").inputValue()).not.toBe("2020-01-01");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-support-resources");
    await expectNarrowPhoneFits(page, "admin-support-resources");

    const support = await visitorHtml(`${world.server.url}/support`);
    expect(support).toContain("Rainbow Youth Line");
    expect(support).toContain('href="tel:5550100"');
    expect(clubFiles(), "no file on disk changed").toBe(filesBefore);
    await admin.close();
  });

  it("with no list stored in a language (a fresh real Appwrite), Support resources opens with the helplines visitors see, and a save keeps them", async () => {
    await sdk.databases.deleteDocument("offbranch", "club_support_resources", "es");
    const starting = startingSupportResources("es");
    const first = starting[0]?.name ?? "";
    await eventually(() => visitorHtml(`${world.server.url}/es/support`)).toContain(first);

    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/support-resources?lang=es`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Support resources" }));
    await eventually(() => page.getByLabel("Name").first().inputValue()).toBe(first);
    await expectCount(page.getByLabel("Name"), starting.length);

    await page.getByLabel("What they offer").first().fill("Apoyo en crisis, a toda hora.");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));

    const support = await visitorHtml(`${world.server.url}/es/support`);
    expect(support).toContain("Apoyo en crisis, a toda hora.");
    for (const { name } of starting) expect(support).toContain(escapedHtml(name));
    await admin.close();
  });
});

/** `text` as the server writes it into a page. */
function escapedHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
