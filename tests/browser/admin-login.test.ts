import { beforeAll, describe, expect, it } from "vitest";
import { openBrowserPage, useBrowserWorld, VIEWPORTS } from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { createAccount, signedInSdk, type TestAccount } from "../support/users.ts";
import { GUEST_ACCOUNT_LOOKUP, recordState } from "./admin-fixtures.ts";

describe("the admin guard and sign-in", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    organiser = await createAccount(world.server, { isAdmin: true });
    member = await createAccount(world.server, { isAdmin: false, name: "Casey Member" });
  });

  describe.each(VIEWPORTS)("at $name width", ({ size }) => {
    it("a visitor who is not signed in is denied and offered the sign-in form", async () => {
      const admin = await openBrowserPage(world, { viewport: size });
      admin.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);

      await expect
        .poll(() => page.getByRole("heading", { level: 1, name: "Access Denied" }).isVisible())
        .toBe(true);
      expect(
        await page.getByText("You must be logged in to access the admin panel.").isVisible(),
      ).toBe(true);
      expect(await page.getByLabel("Email").isVisible()).toBe(true);
      expect(await page.getByLabel("Password").isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
      expect(
        await page
          .getByText("Ask your club's website manager for an organiser account.")
          .isVisible(),
      ).toBe(true);
      await recordState(page, "signed-out");
      await admin.close();
    });

    it("a visitor sees Loading... while the browser checks who is signed in", async () => {
      const admin = await openBrowserPage(world, { viewport: size });
      admin.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
      const { page } = admin;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/v1/account", async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto(`${world.server.url}/admin`);

      expect(await page.getByRole("status").filter({ hasText: "Loading..." }).isVisible()).toBe(
        true,
      );
      await recordState(page, "loading");
      release();
      await expect.poll(() => page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
      await admin.close();
    });

    it("a visitor with the wrong password sees why the sign-in failed", async () => {
      const admin = await openBrowserPage(world, { viewport: size });
      admin.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
      admin.expectConsoleError(/^Login failed/);
      const { page } = admin;
      const loginFailed = page.waitForEvent("console", (message) =>
        message.text().startsWith("Login failed"),
      );
      await page.goto(`${world.server.url}/admin`);

      await page.getByLabel("Email").fill(organiser.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Login" }).click();

      const alert = page.getByRole("alert");
      await expect.poll(() => alert.textContent()).toContain("That email and password don't match");
      await loginFailed;
      expect(await page.getByRole("heading", { level: 1, name: "Access Denied" }).isVisible()).toBe(
        true,
      );
      await recordState(page, "login-failed");
      await admin.close();
    });

    it("a signed-in member without the admin label is denied and can log out", async () => {
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: member });
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);

      await expect
        .poll(() => page.getByText("You do not have permission to access this page.").isVisible())
        .toBe(true);
      expect(await page.getByRole("heading", { level: 1, name: "Access Denied" }).isVisible()).toBe(
        true,
      );
      await recordState(page, "not-admin");

      admin.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
      await page.getByRole("button", { name: "Logout" }).click();
      await expect
        .poll(() => page.getByText("You must be logged in to access the admin panel.").isVisible())
        .toBe(true);
      await admin.close();
    });
  });

  it("an organiser who signs in with the form reaches the Admin Panel, and Logout signs them out", async () => {
    const admin = await openBrowserPage(world);
    admin.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);

    await page.getByLabel("Email").fill(organiser.email);
    await page.getByLabel("Password").fill(organiser.password);
    await page.getByRole("button", { name: "Login" }).click();

    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Admin Panel" }).isVisible())
      .toBe(true);
    expect(await page.getByRole("button", { name: "Create Meeting" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Upcoming Meetings" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Previous Meetings" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Access Denied" }).isVisible())
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: "Login" }).isVisible()).toBe(true);
    await admin.close();
  });

  it("an organiser who follows a meeting link while signed out signs in there and lands on the meeting", async () => {
    const seeder = await signedInSdk(
      world.server,
      await createAccount(world.server, { isAdmin: true }),
    );
    const id = await seedMeeting(seeder, {
      title: "Linked",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
    });
    const admin = await openBrowserPage(world);
    admin.expectConsoleError(GUEST_ACCOUNT_LOOKUP);
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/${id}`);

    await page.getByLabel("Email").fill(organiser.email);
    await page.getByLabel("Password").fill(organiser.password);
    await page.getByRole("button", { name: "Login" }).click();

    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Linked");
    await admin.close();
  });

  it("an organiser whose sign-out fails is told so and stays signed in", async () => {
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    admin.expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
    admin.expectConsoleError(/^Logout failed/);
    const { page } = admin;
    await page.route("**/v1/account/sessions/current", (route) => route.abort());
    await page.goto(`${world.server.url}/admin`);

    await page.getByRole("button", { name: "Logout" }).click();

    await expect.poll(() => page.getByRole("alert").textContent()).toContain("We couldn't reach");
    expect(await page.getByRole("heading", { level: 1, name: "Admin Panel" }).isVisible()).toBe(
      true,
    );
    await admin.close();
  });
});
