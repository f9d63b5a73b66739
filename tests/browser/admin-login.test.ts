import { beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_REFUSED } from "./account-fixtures.ts";
import { decodeSessionToken } from "../../backend/security/session-token.ts";
import { openBrowserPage, useBrowserWorld, DESKTOP_ONLY } from "../support/browser-world.ts";
import { daysFromNow, seedMeeting } from "../support/seed-meetings.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";

import { eventually, expectCount, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

describe("the admin guard and sign-in", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    member = await createTestAccount(world.server, { name: "Casey Member" });
  });

  describe.each(DESKTOP_ONLY)("at $name width", ({ size }) => {
    it("a visitor who is not signed in is denied and offered the sign-in form", async () => {
      const admin = await openBrowserPage(world, { viewport: size });
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);

      await expectVisible(page.getByRole("heading", { level: 1, name: "Access Denied" }));
      await expectVisible(page.getByText("You must be logged in to access the admin panel."));
      await expectVisible(page.getByLabel("Email"));
      await expectVisible(page.getByLabel("Password"));
      await expectVisible(page.getByRole("button", { name: "Login" }));
      await expectVisible(
        page.getByText("Ask your club's website manager for an organiser account."),
      );
      await recordState(page, "admin-signed-out");
      await admin.close();
    });

    it("a visitor with JavaScript off signs in with the server's form, lands on the panel and signs out", async () => {
      const admin = await openBrowserPage(world, { viewport: size, javaScriptEnabled: false });
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);

      await page.getByLabel("Email").fill(organiser.email);
      await page.getByLabel("Password").fill(organiser.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
      // Drawn by the server: React is not on the page.
      await expectCount(page.locator("html[data-hydrates]"), 0, "React hydrating the panel");

      await page.getByRole("button", { name: "Logout" }).click();
      await expectVisible(page.getByRole("button", { name: "Login" }));
      expect(new URL(page.url()).pathname).toBe("/admin");
      await admin.close();
    });

    it("a visitor with the wrong password sees why the sign-in failed", async () => {
      const admin = await openBrowserPage(world, { viewport: size });
      admin.expectConsoleError(SIGN_IN_REFUSED);
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);

      await page.getByLabel("Email").fill(organiser.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Login" }).click();

      const alert = page.getByRole("alert");
      await eventually(() => alert.textContent()).toContain("That email and password don't match");
      await expectVisible(page.getByRole("heading", { level: 1, name: "Access Denied" }));
      await recordState(page, "admin-login-failed");
      await admin.close();
    });

    it("a signed-in member without the admin label is denied and can log out", async () => {
      const admin = await openBrowserPage(world, { viewport: size, signedInAs: member });
      const { page } = admin;
      await page.goto(`${world.server.url}/admin`);

      await expectVisible(page.getByText("You do not have permission to access this page."));
      await expectVisible(page.getByRole("heading", { level: 1, name: "Access Denied" }));
      await recordState(page, "admin-not-admin");

      await page.getByRole("button", { name: "Logout" }).click();
      await expectVisible(page.getByText("You must be logged in to access the admin panel."));
      await admin.close();
    });
  });

  it("an organiser who signs in with the form reaches the Admin Panel, and Logout signs them out", async () => {
    const admin = await openBrowserPage(world);
    const { page } = admin;
    await page.goto(`${world.server.url}/admin`);

    await page.getByLabel("Email").fill(organiser.email);
    await page.getByLabel("Password").fill(organiser.password);
    await page.getByRole("button", { name: "Login" }).click();

    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await expectVisible(page.getByRole("button", { name: "Create Meeting" }));
    await expectVisible(page.getByRole("heading", { name: "Upcoming Meetings" }));
    await expectVisible(page.getByRole("heading", { name: "Previous Meetings" }));

    await page.getByRole("button", { name: "Logout" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Access Denied" }));
    await page.reload();
    await expectVisible(page.getByRole("button", { name: "Login" }));
    await admin.close();
  });

  it("an organiser who signs in with the form holds the session only in the HttpOnly cookie, out of page scripts' reach", async () => {
    const admin = await openBrowserPage(world);
    const { page, context } = admin;
    await page.goto(`${world.server.url}/admin`);

    await page.getByLabel("Email").fill(organiser.email);
    await page.getByLabel("Password").fill(organiser.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));

    // The site's own cookie (decision 0148); Appwrite's session cookie is never set at all.
    const cookies = await context.cookies();
    expect(cookies.map(({ name }) => name)).not.toContainEqual(
      expect.stringMatching(/^a_session_/),
    );
    const sessionCookie = cookies.find((cookie) => cookie.name === "club-session");
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const token = decodeURIComponent(sessionCookie?.value ?? "").split(".")[2] ?? "";
    const { secret } = decodeSessionToken(token) ?? { secret: "" };
    expect(secret).not.toBe("");
    // Everything a script on the page can read: both storages and the cookies it may see.
    const readable = await page.evaluate(() =>
      JSON.stringify({
        local: { ...window.localStorage },
        session: { ...window.sessionStorage },
        cookies: document.cookie,
      }),
    );
    expect(readable).not.toContain(token);
    expect(readable).not.toContain(secret);
    expect(readable).not.toContain("cookieFallback");
    // The page still acts as the organiser: the cookie alone carries the session.
    await page.reload();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await admin.close();
  });

  it("an organiser who follows a meeting link while signed out signs in there and lands on the meeting", async () => {
    const seeder = await signedInSdk(
      world.server,
      await createTestAccount(world.server, ORGANISER),
    );
    const id = await seedMeeting(seeder, {
      title: "Linked",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
    });
    const admin = await openBrowserPage(world);
    const { page } = admin;
    await page.goto(`${world.server.url}/admin/${id}`);

    await page.getByLabel("Email").fill(organiser.email);
    await page.getByLabel("Password").fill(organiser.password);
    await page.getByRole("button", { name: "Login" }).click();

    await eventually(() => page.getByLabel("Title").inputValue()).toBe("Linked");
    await admin.close();
  });

  it("an organiser on a screen the browser draws, whose sign-out cannot reach the site, is told so and stays signed in", async () => {
    const seeder = await signedInSdk(world.server, organiser);
    const id = await seedMeeting(seeder, {
      title: "Presented",
      start: daysFromNow(1),
      end: daysFromNow(1, 1),
    });
    const admin = await openBrowserPage(world, { signedInAs: organiser });
    admin.expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
    admin.expectConsoleError(/^Could not reach the site to sign in or out/);
    const { page } = admin;
    await page.route("**/admin.data", (route) => route.abort());
    // The presenter view is live: React draws it in the browser.
    await page.goto(`${world.server.url}/admin/${id}/presenter`);
    await expectCount(page.locator("html[data-ready]"), 1, "the presenter view ready");

    await page.getByRole("button", { name: "Logout" }).click();

    await eventually(() => page.getByRole("alert").textContent()).toContain("We couldn't reach");
    await expectVisible(page.getByRole("button", { name: "Logout" }));
    await admin.close();
  });
});
