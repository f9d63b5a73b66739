import type { Page } from "playwright-core";
import { expect } from "vitest";
import { getUserByEmail, updateLabels } from "../../backend/services/account/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import type { TestServer } from "../support/test-server.ts";
import type { TestAccount } from "../support/users.ts";

// What only the admin journeys need; the world, pages, accounts and seeds are in tests/support/.

/** Takes the admin label away, as `npm run users -- label --remove admin` does mid-session. */
export async function removeAdminLabel(server: TestServer, account: TestAccount): Promise<void> {
  if (server.backend === null)
    throw new Error("The test server runs without the embedded backend.");
  const deps = { accounts: server.backend.store.accounts, now: () => new Date() };
  const user = await getUserByEmail(deps, account.email);
  await updateLabels(
    deps,
    user.id,
    user.labels.filter((label) => label !== "admin"),
  );
}

/** Opens an admin screen at `url` and waits until it has checked the session and loaded. */
export async function openAdminScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.getByText("Loading...").count()).toBe(0);
}

/** A guest's account lookup is answered 401, which Chromium logs as a failed resource load. */
export const GUEST_ACCOUNT_LOOKUP =
  /Failed to load resource: the server responded with a status of 401/;

/**
 * Checks accessibility and takes a screenshot, tests/.artifacts/screenshots/admin-{name}-{width}.png:
 * what every admin state gets at both widths.
 */
export async function recordState(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await saveTallWindowScreenshot(page, `admin-${name}`);
}
