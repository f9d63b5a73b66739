import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageHref } from "../../../app/components/admin/language-tabs.tsx";
import { pageParam } from "../../../app/lib/collections/pages.ts";
import { PAGE_NAMES } from "../../../app/lib/content-file.ts";
import { startingSupportResources } from "../../../app/lib/support-resource-files.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../../i18n/locales.ts";
import { PHONE, useBrowserWorld, type BrowserSession } from "../../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../../support/seed-meetings.ts";
import { BACKEND_MODES } from "../../support/site-on-a-stand-in.ts";
import { eventually, expectCount, expectVisible } from "../../support/user-sees.ts";
import { signedInSdk, type TestAccount } from "../../support/users.ts";
import { openAdminScreen } from "../admin-fixtures.ts";
import { newOrganiser, signInThroughTheForm } from "./sign-in.ts";

// A fresh project in both modes (issue 29): the embedded backend stores the club's starting
// documents at its first start, a real Appwrite gets them from `npm run seed`. Either way every
// page in every language opens in its editor with its starting text, a save reaches visitors, the
// agenda guidelines open with the club's, and Support resources opens with the helplines
// visitors see and keeps them on a save.

/** A visitor's address of `page` in `locale`: the default language unprefixed. */
function publicPath(page: string, locale: string): string {
  return locale === DEFAULT_LOCALE ? `/${page}` : `/${locale}/${page}`;
}

describe.each(BACKEND_MODES)("a fresh project, on $name", ({ mode }) => {
  const world = useBrowserWorld({ mode });
  let account: TestAccount;
  let session: BrowserSession;

  const visitorHtml = async (path: string) => (await fetch(`${world.server.url}${path}`)).text();

  beforeAll(async () => {
    account = await newOrganiser(world);
    session = await signInThroughTheForm(world, account);
  });

  afterAll(async () => {
    await session?.close();
  });

  it("every page is written in every language, and an organiser's edit of each reaches visitors", async () => {
    const admin = await session.openPage({ viewport: PHONE });
    const { page } = admin;
    await openAdminScreen(page, `${world.server.url}/admin/pages`);
    await expectCount(page.getByRole("link", { name: /not written yet/ }), 0);
    await expectCount(
      page.getByRole("link", { name: new RegExp(`^(${LOCALES.map((l) => l.name).join("|")}): `) }),
      PAGE_NAMES.length * LOCALES.length,
    );

    for (const name of PAGE_NAMES) {
      for (const { code } of LOCALES) {
        const line = `Edited ${name} in ${code} on a fresh project.`;
        const editor = languageHref(`/admin/pages/${pageParam(name)}`, code);
        await openAdminScreen(page, `${world.server.url}${editor}`);
        await eventually(() => page.getByLabel("Title").inputValue(), editor).not.toBe("");
        await page.getByRole("textbox", { name: "The page", exact: true }).click();
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.type(line);
        await page.getByRole("button", { name: "Save" }).click();
        await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }), editor);
        await eventually(() => visitorHtml(publicPath(name, code)), editor).toContain(line);
      }
    }
    await admin.close();
  }, 120_000);

  it("Agenda guidelines open in each language with the club's starting ones, and an edit reaches a meeting's agenda", async () => {
    const meetingId = await seedMeeting(await signedInSdk(world.server, account), {
      title: "Guidelines Night",
      start: daysFromNow(3),
      end: daysFromNow(3, 1),
    });
    const admin = await session.openPage({ viewport: PHONE });
    const { page } = admin;
    for (const { code } of LOCALES) {
      await openAdminScreen(page, `${world.server.url}/admin/guidelines?lang=${code}`);
      await expectVisible(page.getByRole("heading", { level: 1, name: "Agenda guidelines" }));
      const first = page.getByLabel("Guideline 1", { exact: true });
      await eventually(() => first.inputValue()).not.toBe("");
      const guideline = `Kindness first (${code}).`;
      await first.fill(guideline);
      await page.getByRole("button", { name: "Save" }).click();
      await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
      await eventually(() => visitorHtml(publicPath(`agenda/${meetingId}`, code))).toContain(
        guideline,
      );
    }
    await admin.close();
  });

  it("Support resources opens in each language with the helplines visitors see, and a save keeps them all", async () => {
    const admin = await session.openPage({ viewport: PHONE });
    const { page } = admin;
    for (const { code } of LOCALES) {
      const starting = startingSupportResources(code);
      await openAdminScreen(page, `${world.server.url}/admin/support-resources?lang=${code}`);
      await expectVisible(page.getByRole("heading", { level: 1, name: "Support resources" }));
      await eventually(() => page.getByLabel("Name").first().inputValue()).toBe(starting[0]?.name);
      await expectCount(page.getByLabel("Name"), starting.length);

      const offer = `Help at any hour (${code}).`;
      await page.getByLabel("What they offer").first().fill(offer);
      await page.getByRole("button", { name: "Save" }).click();
      await expectVisible(page.getByRole("status").filter({ hasText: "Saved!" }));
      const support = await visitorHtml(publicPath("support", code));
      expect(support).toContain(offer);
      for (const { name } of starting) expect(support).toContain(escapedHtml(name));
    }
    await admin.close();
  });
});

/** `text` as the server writes it into a page. */
function escapedHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
