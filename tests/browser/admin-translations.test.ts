import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ID } from "../../app/lib/collections/database.ts";
import { GUIDELINES, PAGES } from "../../app/lib/collections/ids.ts";
import { pageId } from "../../app/lib/collections/pages.ts";
import type { SdkUser } from "../support/sdk.ts";
import {
  openBrowserSession,
  PHONE,
  useBrowserWorld,
  type BrowserSession,
} from "../support/browser-world.ts";
import { createTestAccount, ORGANISER, signedInSdk, type TestAccount } from "../support/users.ts";
import { openAdminScreen } from "./admin-fixtures.ts";
import { expectCount, expectVisible } from "../support/user-sees.ts";
import { recordState } from "../support/record-state.ts";

// Issue 31 item 8: where a text of the club has no Spanish yet, the Admin Panel says so, in the
// organiser's language, with a link to the screen that writes it.

describe("the Admin Panel's texts to translate", () => {
  const world = useBrowserWorld();
  let organiser: TestAccount;
  let sdk: SdkUser;
  let session: BrowserSession;

  beforeAll(async () => {
    organiser = await createTestAccount(world.server, ORGANISER);
    sdk = await signedInSdk(world.server, organiser);
    session = await openBrowserSession(world, { signedInAs: organiser });
  });

  afterAll(async () => {
    await session.close();
  });

  it("a new club has every text in Spanish, so the panel asks for none", async () => {
    const { page } = await session.openPage({ viewport: PHONE });
    await openAdminScreen(page, `${world.server.url}/admin`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await expectCount(page.getByRole("heading", { name: "Texts to translate" }), 0);
  });

  it("a page and the guidelines with no Spanish are listed with links that open their Spanish", async () => {
    const remove = (collectionId: string, documentId: string) =>
      sdk.databases.deleteDocument({ databaseId: DATABASE_ID, collectionId, documentId });
    await remove(GUIDELINES, "es");
    await remove(PAGES, pageId("about", "es"));

    const { page } = await session.openPage({ viewport: PHONE });
    await openAdminScreen(page, `${world.server.url}/admin`);
    const notice = page.getByRole("region", { name: "Texts to translate" });
    await expectVisible(notice.getByText("Not written in Spanish yet"));
    await recordState(page, "admin-panel-translations");
    const links = await notice.getByRole("link").allTextContents();
    expect(links).toHaveLength(2);
    expect(links[0]).toBe("Write the page “Welcome to Maple Ridge Pride Club” in Spanish");
    expect(links[1]).toBe("Write the club guidelines in Spanish");

    await notice.getByRole("link", { name: "Write the club guidelines in Spanish" }).click();
    await page.waitForURL(/\/admin\/guidelines\?lang=es$/);
    await page.goBack();
    await notice.getByRole("link", { name: /^Write the page/ }).click();
    await page.waitForURL(/\/admin\/pages\/about\?language=es$/);
  });

  it("an organiser who reads the admin in Spanish gets the list in Spanish", async () => {
    const spanish = await createTestAccount(world.server, ORGANISER);
    const spanishSdk = await signedInSdk(world.server, spanish);
    await spanishSdk.account.updatePrefs({ prefs: { locale: "es" } });
    const spanishSession = await openBrowserSession(world, { signedInAs: spanish });
    try {
      const { page } = await spanishSession.openPage({ viewport: PHONE });
      await openAdminScreen(page, `${world.server.url}/admin`);
      const notice = page.getByRole("region", { name: "Textos por traducir" });
      await expectVisible(notice.getByText("Aún sin escribir en español"));
      await expectVisible(
        notice.getByRole("link", { name: "Escribir las normas del club en español" }),
      );
    } finally {
      await spanishSession.close();
    }
  });
});
