import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pngImage, upload } from "../api/storage/storage-fixtures.ts";
import { openBrowserPage, useBrowserWorld } from "../support/browser-world.ts";
import { saveTallWindowScreenshot } from "../support/screenshots.ts";
import { eventually, expectVisible } from "../support/user-sees.ts";
import { createTestAccount, ORGANISER, signedInSdk } from "../support/users.ts";
import { waitForPageReady } from "./site-fixtures.ts";

// Issue 31 item 3: with the club's own wide logo and a long name, the header once measured
// 398 px at 390 px ("Exit this page" cut off, every page scrolling sideways), and the brand
// said "MRHS Pride Club" after a rename. The brand is the club's name from Club settings, and
// the header fits from 320 px up in either language.

const LONG_NAME = "Maple Ridge Gender & Sexuality Alliances";
const WIDTHS = [320, 390] as const;

/** What passes the window's right edge: the page's own width, and any box of the header. */
function sidewaysSpill(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const spills: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      spills.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.querySelectorAll(".site-header, .site-header *")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5) {
        spills.push(`${element.tagName.toLowerCase()}.${element.className} ends at ${box.right}`);
      }
    }
    return spills;
  });
}

describe("the header with the club's own name and a wide logo", () => {
  const world = useBrowserWorld();

  beforeAll(async () => {
    expect(LONG_NAME).toHaveLength(40);
    const sdk = await signedInSdk(world.server, await createTestAccount(world.server, ORGANISER));
    const logo = await upload(sdk, await pngImage(1200, 200, "#5b2180"), "wide-logo.png");
    await sdk.databases.updateDocument({
      databaseId: "offbranch",
      collectionId: "club_settings",
      documentId: "club",
      data: {
        club_name: LONG_NAME,
        mascot: "image",
        mascot_file_id: logo.$id,
        mascot_alt: "The club's logo, a rainbow banner",
        mascot_width: 1200,
        mascot_height: 200,
      },
    });
  });

  it.each(WIDTHS.flatMap((width) => ["", "/es"].map((prefix) => ({ width, prefix }))))(
    "at $width px ('$prefix') the brand says the club's new name and nothing spills sideways",
    async ({ width, prefix }) => {
      const visitor = await openBrowserPage(world, { viewport: { width, height: 800 } });
      const { page } = visitor;
      await page.goto(`${world.server.url}${prefix}/guidelines`);
      await waitForPageReady(page);
      const header = page.locator(".site-header");
      await expectVisible(header.getByRole("link", { name: /Exit this page|Salir rápido/ }));
      // The logo stands before the name from 360 px up; the narrowest phones show the name alone.
      if (width >= 360) await expectVisible(header.locator(".brand img"));
      await eventually(() => sidewaysSpill(page)).toEqual([]);
      await expectVisible(header.getByRole("link", { name: LONG_NAME }));
      await saveTallWindowScreenshot(page, `header-long-name${prefix.replace("/", "-")}`);
      await visitor.close();
    },
  );
});
