import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { recordState } from "../support/record-state.ts";
import { saveFullPageScreenshot } from "../support/screenshots.ts";
import { eventually, expectCount, expectHidden, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";

// An organiser on a phone writes the club's texts in Spanish with the English beside them
// (issue 24 item 4, decision 0120): a visitor on /es reads them, the English site is unchanged.

async function visitorHtml(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe("the club's texts in Spanish", () => {
  const world = useBrowserWorld();
  let session: BrowserSession;

  beforeAll(async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    session = await openBrowserSession(world, { signedInAs: organiser, viewport: PHONE });
  });

  afterAll(async () => {
    await session.close();
  });

  it("an organiser writes the about page in Spanish beside the English, and /es/about shows it", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/pages`);
    const languages = page.getByRole("list", { name: "Languages of /about" });
    await expectVisible(languages.getByRole("link", { name: /^English: / }));
    await recordState(page, "admin-pages-languages");
    await languages.getByRole("link", { name: /^Español: / }).click();

    // On a phone the English text is folded above the form until asked for.
    const english = page.getByRole("group").filter({ hasText: "English text" });
    await expectHidden(english.getByText("Welcome to {{club.name}}"));
    await english.getByText("English text").click();
    await expectVisible(english.getByText("Welcome to {{club.name}}"));
    await eventually(() => page.getByLabel("Title").inputValue()).toBe(
      "Te damos la bienvenida a {{club.name}}",
    );
    await page.getByLabel("Title").fill("Quiénes somos en {{club.name}}");
    // The editor opens over the page's text area as it comes into sight (the page script).
    await expectVisible(page.getByRole("toolbar", { name: "Formatting" }));
    const body = page.getByRole("textbox", { name: "The page", exact: true });
    await body.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Somos un grupo **acogedor**.");
    await expectVisible(page.locator("strong").filter({ hasText: "acogedor" }));
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-page-about-es");

    const spanish = await visitorHtml(`${world.server.url}/es/about`);
    expect(spanish).toContain(`Quiénes somos en ${world.server.club.club.name}`);
    expect(spanish).toContain("<strong>acogedor</strong>");
    const englishPage = await visitorHtml(`${world.server.url}/about`);
    expect(englishPage).toContain(`Welcome to ${world.server.club.club.name}`);
    expect(englishPage).not.toContain("acogedor");
    await admin.close();
  });

  it("an organiser writes the meeting place in Spanish beside the English, and /es shows it", async () => {
    const admin = await session.openPage();
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/settings`);
    await page.getByRole("link", { name: "translations" }).click();
    await expectVisible(page.getByLabel("Meeting place"));
    await expectCount(
      page.locator("html[data-hydrates]"),
      0,
      "React on the settings' translations",
    );

    const english = page.getByRole("group").filter({ hasText: "English text" });
    await english.getByText("English text").click();
    await expectVisible(english.getByText(world.server.club.club.meetingPlace));
    await page.getByLabel("Meeting place").fill("el salón 214");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
    await recordState(page, "admin-settings-texts-es");

    const spanishHome = await page.context().newPage();
    await spanishHome.goto(`${world.server.url}/es`);
    await expectVisible(spanishHome.getByText("el salón 214", { exact: false }).first());
    await saveFullPageScreenshot(spanishHome, "es-home-own-place");
    await spanishHome.close();
    const englishHome = await visitorHtml(`${world.server.url}/`);
    expect(englishHome).toContain(world.server.club.club.meetingPlace);
    expect(englishHome).not.toContain("salón");
    await admin.close();
  });
});
