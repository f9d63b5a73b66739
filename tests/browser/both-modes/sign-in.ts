import {
  openBrowserSession,
  type BrowserSession,
  type BrowserWorld,
} from "../../support/browser-world.ts";
import { createTestAccount, ORGANISER, type TestAccount } from "../../support/users.ts";
import { logInWithForm } from "../account-fixtures.ts";

// The journeys in both modes sign in as an organiser does, through the admin's form, so they
// hold whatever credential the site hands out on either backend, never one a test made.

/** An organiser made for the world's Appwrite (its Users API with the key on a stand-in). */
export function newOrganiser(world: BrowserWorld): Promise<TestAccount> {
  return createTestAccount(world.server, ORGANISER);
}

/** A browser context signed in through the form at /admin, which reached the Admin Panel. */
export async function signInThroughTheForm(
  world: BrowserWorld,
  account: TestAccount,
): Promise<BrowserSession> {
  const session = await openBrowserSession(world);
  const login = await session.openPage();
  const { page } = login;
  await page.goto(`${world.server.url}/admin`);
  await logInWithForm(page, account);
  // Playwright's own wait: this runs in beforeAll, where vitest's polls are not allowed.
  await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
  await login.close();
  return session;
}
