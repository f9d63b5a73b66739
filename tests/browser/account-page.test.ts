import { describe, expect, it } from "vitest";
import {
  failedSiteRequest,
  openBrowserPage,
  useBrowserWorld,
  DESKTOP_ONLY,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { expectStatus, logInWithForm } from "./account-fixtures.ts";

import { eventually, expectCount, expectFocusOn, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

describe("the account page", () => {
  const world = useBrowserWorld();

  describe.each(DESKTOP_ONLY)("at $name width", ({ size }) => {
    it("an organiser opens Your account from the Admin Panel and sees every section", async () => {
      const organiser = await createTestAccount(world.server, ORGANISER);
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      const { page } = visit;
      await page.goto(`${world.server.url}/admin`);

      await page.getByRole("link", { name: "Your account" }).click();

      await expectVisible(page.getByRole("heading", { level: 1, name: "Your account" }));
      // Drawn by the site's server: React is not on the page.
      await expectCount(page.locator("html[data-hydrates]"), 0, "React hydrating the screen");
      await eventually(() => page.title()).toBe("Your account");
      for (const section of ["Profile", "Password", "Two-factor sign-in", "Sessions"]) {
        await expectVisible(page.getByRole("heading", { level: 2, name: section }));
      }
      await eventually(() => page.getByLabel("Name").inputValue()).toBe("Robin Organiser");
      await eventually(() => page.getByLabel("Email").inputValue()).toBe(organiser.email);
      await expectVisible(page.getByText("This device"));
      await recordState(page, "account-page");
      await visit.close();
    });

    it("an organiser who types a wrong current password is told so, and mismatched new passwords are caught", async () => {
      const organiser = await createTestAccount(world.server, ORGANISER);
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      // Both refusals are the page the server draws again, with a 4xx status.
      visit.expectConsoleError(failedSiteRequest(400, "/admin/account"));
      visit.expectConsoleError(failedSiteRequest(401, "/admin/account"));
      const { page } = visit;
      await page.goto(`${world.server.url}/admin/account`);

      await page.getByLabel("Current password").fill(organiser.password);
      await page.getByLabel("New password", { exact: true }).fill("a new rainbow");
      await page.getByLabel("Confirm new password").fill("a new rainbwo");
      await page.getByRole("button", { name: "Change password" }).click();
      await expectStatus(page, "The new passwords don't match.");
      await eventually(() =>
        page.evaluate(() => document.activeElement?.getAttribute("name") ?? null),
      ).toBe("confirmation");
      await recordState(page, "account-password-mismatch");

      // No password comes back in the page the server drew: all three are typed again.
      await page.getByLabel("Current password").fill("not my password");
      await page.getByLabel("New password", { exact: true }).fill("a new rainbow");
      await page.getByLabel("Confirm new password").fill("a new rainbow");
      await page.getByRole("button", { name: "Change password" }).click();

      await expectStatus(page, "Your current password isn't right.");
      await expectCount(page.getByRole("status").filter({ hasText: "Failed to change" }), 1);
      await recordState(page, "account-wrong-password");
      await visit.close();
    });
  });

  it("an organiser who changes their name sees it saved and greeted with it on the Admin Panel", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await page.getByLabel("Name").fill("Robin Rainbow");
    await page.getByRole("button", { name: "Save name" }).click();

    await expectStatus(page, "Name saved.");
    await page.getByRole("link", { name: "Back to Admin Panel" }).click();
    await expectVisible(page.getByText("Signed in as Robin Rainbow"));
    const sdk = await signedInSdk(world.server, organiser);
    expect((await sdk.account.get()).name).toBe("Robin Rainbow");
    await visit.close();
  });

  it("an organiser who changes the password logs in with the new one", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await page.getByLabel("Current password").fill(organiser.password);
    await page.getByLabel("New password", { exact: true }).fill("purple-and-gold-42");
    await page.getByLabel("Confirm new password").fill("purple-and-gold-42");
    await page.getByRole("button", { name: "Change password" }).click();

    await expectStatus(page, "Password changed.");
    await eventually(() => page.getByLabel("Current password").inputValue()).toBe("");
    await page.getByRole("button", { name: "Logout" }).click();
    await expectVisible(page.getByRole("button", { name: "Login" }));
    await logInWithForm(page, { email: organiser.email, password: "purple-and-gold-42" });
    await expectVisible(page.getByRole("heading", { level: 1, name: "Your account" }));
    await visit.close();
  });

  it("an organiser who changes their email is asked for the password and logs in with the new email", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);
    const newEmail = `renamed-${organiser.email}`;

    await page.getByLabel("Email").fill(newEmail);
    await page
      .getByRole("region", { name: "Profile" })
      .getByLabel("Password")
      .fill(organiser.password);
    await page.getByRole("button", { name: "Save email" }).click();

    await expectStatus(page, "Email saved.");
    await expectVisible(page.getByText(`Signed in as ${newEmail}`));
    await eventually(() =>
      page.getByRole("region", { name: "Profile" }).getByLabel("Password").inputValue(),
    ).toBe("");
    const sdk = await signedInSdk(world.server, { ...organiser, email: newEmail });
    expect((await sdk.account.get()).email).toBe(newEmail);
    await visit.close();
  });

  it("an organiser who signs out other sessions ends a session made elsewhere", async () => {
    const organiser = await createTestAccount(world.server, ORGANISER);
    const elsewhere = await signedInSdk(world.server, organiser);
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);
    const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
    await expectCount(sessions, 2);
    await recordState(page, "account-two-sessions");

    await page.getByRole("button", { name: "Sign out other sessions" }).click();

    await expectStatus(page, "Signed out 1 other session.");
    await expectCount(sessions, 1);
    await eventually(() => sessions.textContent()).toContain("This device");
    await expectVisible(page.getByText("You aren't signed in anywhere else."));
    await expect(elsewhere.account.get()).rejects.toMatchObject({ code: 401 });
    await expectFocusOn(page, "Sessions");
    await visit.close();
  });

  it("a signed-in member without the admin label is denied the account page", async () => {
    const member = await createTestAccount(world.server, { name: ORGANISER.name });
    const visit = await openBrowserPage(world, { signedInAs: member });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await expectVisible(page.getByRole("heading", { level: 1, name: "Access Denied" }));
    await expectVisible(page.getByText("You do not have permission to access this page."));
    await expectCount(page.getByLabel("Name"), 0);
    await visit.close();
  });
});
