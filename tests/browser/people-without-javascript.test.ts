import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  failedSiteRequest,
  openBrowserPage,
  PHONE,
  useBrowserWorld,
} from "../support/browser-world.ts";
import { eventually, expectCount, expectText, expectVisible } from "../support/user-sees.ts";
import { nextTotpCode } from "../support/totp.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { expectStatus } from "./account-fixtures.ts";

// The organisers, the handover and the account screens with JavaScript off (issue 32 item 2):
// each is drawn by the site's server, with no React on the page, and its forms are plain forms
// whose answer is the page again with the result.

/** React is not on the page: the server drew all of it. */
function expectNotHydrated(page: Page) {
  return expectCount(page.locator("html[data-hydrates]"), 0, "React hydrating the screen");
}

describe("the organisers' screens with JavaScript off", () => {
  const world = useBrowserWorld({ signupsOpen: false });

  it("an organiser invites someone, is told why an organiser's address is refused, and cancels the invitation", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, {
      viewport: PHONE,
      signedInAs: robin,
      javaScriptEnabled: false,
    });
    // The refused invitation is the page drawn again, with the desk's 409.
    visit.expectConsoleError(failedSiteRequest(409, "/admin/organisers"));
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/organisers`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Organisers" }));
    await expectNotHydrated(page);

    await page.getByLabel("Their email address").fill(robin.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectStatus(page, "Not sent. That person is already an organiser.");
    // What was typed stays in the field, to be corrected.
    await eventually(() => page.getByLabel("Their email address").inputValue()).toBe(robin.email);

    await page.getByLabel("Their email address").fill("sam@school.example");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectStatus(page, "Invitation sent.");
    await eventually(() => page.getByLabel("Their email address").inputValue()).toBe("");
    const pending = page.getByRole("region", { name: "Pending invitations" });
    await expectCount(pending.getByRole("listitem"), 1);
    await expectText(pending, /sam@school\.example/);

    await pending
      .getByRole("button", { name: "Cancel the invitation to sam@school.example" })
      .click();
    await expectStatus(page, "Invitation cancelled.");
    await expectCount(pending.getByRole("listitem"), 0);
    await expectText(
      page.getByRole("region", { name: "Changes" }),
      /Robin Organiser cancelled the invitation to sam@school\.example/,
    );
    await expectNotHydrated(page);
    await visit.close();
  });

  it("an organiser removes another after the confirmation the server draws, on both screens", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const sam = await createTestAccount(world.server, { labels: ["admin"], name: "Sam Leaving" });
    const alex = await createTestAccount(world.server, { labels: ["admin"], name: "Alex Gone" });
    const visit = await openBrowserPage(world, {
      viewport: PHONE,
      signedInAs: robin,
      javaScriptEnabled: false,
    });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/organisers`);
    await page.getByRole("button", { name: "Remove Alex Gone as organiser" }).click();
    const question = page.getByRole("dialog", { name: "Remove Alex Gone?" });
    await expectVisible(question);
    await question.getByRole("link", { name: "Keep as organiser" }).click();
    await expectCount(page.getByRole("dialog"), 0, "the question");
    await page.getByRole("button", { name: "Remove Alex Gone as organiser" }).click();
    await question.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "Organiser removed.");
    expect((await (await signedInSdk(world.server, alex)).account.get()).labels).toEqual([]);

    await page.goto(`${world.server.url}/admin/handover`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "End of the school year" }));
    await expectNotHydrated(page);
    const leaving = page.getByRole("region", { name: "Who is leaving?" });
    await leaving.getByRole("button", { name: "Remove the ticked organisers" }).click();
    await expectText(leaving.getByRole("alert"), /Tick at least one organiser who is leaving/);
    await leaving.getByRole("checkbox", { name: /Sam Leaving/ }).check();
    await leaving.getByRole("button", { name: "Remove the ticked organisers" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this organiser?" });
    await expectText(confirm, /Sam Leaving/);
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expectStatus(page, "1 organiser removed.");
    await expectCount(leaving.getByRole("checkbox", { name: /Sam Leaving/ }), 0);
    expect((await (await signedInSdk(world.server, sam)).account.get()).labels).toEqual([]);
    await visit.close();
  });
});

describe("the account screen with JavaScript off", () => {
  const world = useBrowserWorld();

  it("an organiser changes the account's name, then its language, and the page comes back in it", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, {
      viewport: PHONE,
      signedInAs: robin,
      javaScriptEnabled: false,
    });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Your account" }));
    await expectNotHydrated(page);

    await page.getByLabel("Name").fill("Robin Rainbow");
    await page.getByRole("button", { name: "Save name" }).click();
    await expectStatus(page, "Name saved.");
    await eventually(() => page.getByLabel("Name").inputValue()).toBe("Robin Rainbow");

    await page.getByLabel("Language of the admin pages").selectOption("es");
    await page.getByRole("button", { name: "Save language" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Tu cuenta" }));
    await expectStatus(page, "Idioma guardado.");
    await expectNotHydrated(page);
    const prefs = (await (await signedInSdk(world.server, robin)).account.get()).prefs;
    expect(prefs).toMatchObject({ locale: "es" });
    expect((await (await signedInSdk(world.server, robin)).account.get()).name).toBe(
      "Robin Rainbow",
    );
    await visit.close();
  });

  it("an organiser turns two-factor sign-in on with the server's QR code, sees the recovery codes once, and turns it off with a code", async () => {
    const robin = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, {
      viewport: PHONE,
      signedInAs: robin,
      javaScriptEnabled: false,
    });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);
    await page.getByRole("button", { name: "Turn on" }).click();
    const qrCode = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
    await eventually(() => qrCode.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    const secret = (await page.getByRole("code").textContent()) ?? "";
    await page.getByLabel("6-digit code").fill(nextTotpCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor" }).click();

    await expectStatus(page, "Two-factor sign-in is on.");
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expectCount(codes, 6);
    await page.getByRole("button", { name: "I've saved my codes" }).click();
    await expectCount(codes, 0);

    await page.getByRole("button", { name: "Turn off" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    await dialog.getByLabel("Two-factor code").fill(nextTotpCode(secret));
    await dialog.getByRole("button", { name: "Turn off two-factor" }).click();
    await expectStatus(page, "Two-factor sign-in is off.");
    await expectCount(dialog, 0);
    await expectVisible(page.getByRole("button", { name: "Turn on" }));
    await expectNotHydrated(page);
    await visit.close();
  });
});
