import { describe, expect, it } from "vitest";
import {
  failedRequest,
  openBrowserPage,
  useBrowserWorld,
  VIEWPORTS,
} from "../support/browser-world.ts";
import { createAccount, signedInSdk } from "../support/users.ts";
import {
  ACCOUNT_LOOKUP_REFUSED,
  expectStatus,
  logInWithForm,
  recordState,
} from "./account-fixtures.ts";

describe("the account page", () => {
  const world = useBrowserWorld();

  describe.each(VIEWPORTS)("at $name width", ({ size }) => {
    it("an organiser opens Your account from the Admin Panel and sees every section", async () => {
      const organiser = await createAccount(world.server, { isAdmin: true });
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      const { page } = visit;
      await page.goto(`${world.server.url}/admin`);

      await page.getByRole("link", { name: "Your account" }).click();

      await expect
        .poll(() => page.getByRole("heading", { level: 1, name: "Your account" }).isVisible())
        .toBe(true);
      expect(await page.title()).toBe("Your account");
      for (const section of ["Profile", "Password", "Two-factor sign-in", "Sessions"]) {
        expect(await page.getByRole("heading", { level: 2, name: section }).isVisible()).toBe(true);
      }
      expect(await page.getByLabel("Name").inputValue()).toBe("Robin Organiser");
      expect(await page.getByLabel("Email").inputValue()).toBe(organiser.email);
      expect(await page.getByText("This device").isVisible()).toBe(true);
      await recordState(page, "page");
      await visit.close();
    });

    it("an organiser who types a wrong current password is told so, and mismatched new passwords are caught", async () => {
      const organiser = await createAccount(world.server, { isAdmin: true });
      const visit = await openBrowserPage(world, { viewport: size, signedInAs: organiser });
      visit.expectConsoleError(failedRequest(401, "/account/password"));
      visit.expectConsoleError(/^Failed to update the password:/);
      const { page } = visit;
      await page.goto(`${world.server.url}/admin/account`);

      await page.getByLabel("Current password").fill(organiser.password);
      await page.getByLabel("New password", { exact: true }).fill("a new rainbow");
      await page.getByLabel("Confirm new password").fill("a new rainbwo");
      await page.getByRole("button", { name: "Change password" }).click();
      await expectStatus(page, "The new passwords don't match.");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name") ?? null)).toBe(
        "confirmation",
      );
      await recordState(page, "password-mismatch");

      await page.getByLabel("Current password").fill("not my password");
      await page.getByLabel("Confirm new password").fill("a new rainbow");
      await page.getByRole("button", { name: "Change password" }).click();

      await expectStatus(page, "Your current password isn't right.");
      expect(await page.getByRole("status").filter({ hasText: "Failed to change" }).count()).toBe(
        1,
      );
      await recordState(page, "wrong-password");
      await visit.close();
    });
  });

  it("an organiser who changes their name sees it saved and greeted with it on the Admin Panel", async () => {
    const organiser = await createAccount(world.server, { isAdmin: true });
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await page.getByLabel("Name").fill("Robin Rainbow");
    await page.getByRole("button", { name: "Save name" }).click();

    await expectStatus(page, "Name saved.");
    await page.getByRole("link", { name: "Back to Admin Panel" }).click();
    await expect.poll(() => page.getByText("Signed in as Robin Rainbow").isVisible()).toBe(true);
    const sdk = await signedInSdk(world.server, organiser);
    expect((await sdk.account.get()).name).toBe("Robin Rainbow");
    await visit.close();
  });

  it("an organiser who changes the password logs in with the new one", async () => {
    const organiser = await createAccount(world.server, { isAdmin: true });
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    visit.expectConsoleError(ACCOUNT_LOOKUP_REFUSED);
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await page.getByLabel("Current password").fill(organiser.password);
    await page.getByLabel("New password", { exact: true }).fill("purple-and-gold-42");
    await page.getByLabel("Confirm new password").fill("purple-and-gold-42");
    await page.getByRole("button", { name: "Change password" }).click();

    await expectStatus(page, "Password changed.");
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
    await logInWithForm(page, { email: organiser.email, password: "purple-and-gold-42" });
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Your account" }).isVisible())
      .toBe(true);
    await visit.close();
  });

  it("an organiser who changes their email is asked for the password and logs in with the new email", async () => {
    const organiser = await createAccount(world.server, { isAdmin: true });
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
    expect(await page.getByText(`Signed in as ${newEmail}`).isVisible()).toBe(true);
    expect(
      await page.getByRole("region", { name: "Profile" }).getByLabel("Password").inputValue(),
    ).toBe("");
    const sdk = await signedInSdk(world.server, { ...organiser, email: newEmail });
    expect((await sdk.account.get()).email).toBe(newEmail);
    await visit.close();
  });

  it("an organiser who signs out other sessions ends a session made elsewhere", async () => {
    const organiser = await createAccount(world.server, { isAdmin: true });
    const elsewhere = await signedInSdk(world.server, organiser);
    const visit = await openBrowserPage(world, { signedInAs: organiser });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);
    const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
    await expect.poll(() => sessions.count()).toBe(2);
    await recordState(page, "two-sessions");

    await page.getByRole("button", { name: "Sign out other sessions" }).click();

    await expectStatus(page, "Signed out 1 other session.");
    expect(await sessions.count()).toBe(1);
    expect(await sessions.textContent()).toContain("This device");
    expect(await page.getByText("You aren't signed in anywhere else.").isVisible()).toBe(true);
    await expect(elsewhere.account.get()).rejects.toMatchObject({ code: 401 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sessions");
    await visit.close();
  });

  it("a signed-in member without the admin label is denied the account page", async () => {
    const member = await createAccount(world.server, { isAdmin: false });
    const visit = await openBrowserPage(world, { signedInAs: member });
    const { page } = visit;
    await page.goto(`${world.server.url}/admin/account`);

    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Access Denied" }).isVisible())
      .toBe(true);
    expect(
      await page.getByText("You do not have permission to access this page.").isVisible(),
    ).toBe(true);
    expect(await page.getByLabel("Name").count()).toBe(0);
    await visit.close();
  });
});
