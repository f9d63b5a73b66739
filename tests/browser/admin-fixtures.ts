import type { Storage } from "appwrite";
import type { Page } from "playwright-core";
import { getUserByEmail, updateLabels } from "../../backend/services/account/accounts.ts";
import type { TestServer } from "../support/test-server.ts";
import type { TestAccount } from "../support/users.ts";
import { BUCKET, pngImage } from "../api/storage/storage-fixtures.ts";
import { eventually, expectCount } from "../support/user-sees.ts";

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

/**
 * Opens an admin screen at `url` and waits until it has checked the session and loaded, and, on
 * a screen the server draws, until the page script is ready (its editor, its unsaved-changes
 * guard).
 */
export async function openAdminScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectCount(page.getByText("Loading..."), 0);
  await expectCount(page.locator("html[data-ready], html[data-hydrates]"), 1);
}

/**
 * The pictures uploaded into the club's bucket from now on (as an organiser's `storage` lists
 * them), and choosing one on `page`'s picture upload, waiting until it is in the bucket.
 */
export async function picturesUploadedFrom(storage: Storage, page: Page) {
  const bucketFiles = async () =>
    (await storage.listFiles({ bucketId: BUCKET })).files.map(({ $id }) => $id);
  const before = new Set(await bucketFiles());
  const uploadedHere = async () => (await bucketFiles()).filter((file) => !before.has(file));
  const choose = async (name: string, colour: string) => {
    const uploaded = (await uploadedHere()).length;
    await page
      .getByLabel(/^(Choose|Replace) (a|the) picture$/)
      .setInputFiles({ name, mimeType: "image/png", buffer: await pngImage(300, 200, colour) });
    await eventually(async () => (await uploadedHere()).length).toBe(uploaded + 1);
  };
  return { uploadedHere, choose };
}
