import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP } from "./browser-world.ts";

const screenshotDir = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");

function screenshotPath(stem: string, width: number): string {
  fs.mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, `${stem}-${width}.png`);
}

/** Saves Playwright's full-page capture as tests/.artifacts/screenshots/{stem}-{width}.png. */
export async function saveFullPageScreenshot(page: Page, stem: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: screenshotPath(stem, width), fullPage: true });
}

/**
 * Saves the whole page as tests/.artifacts/screenshots/{stem}-{width}.png with the window made as
 * tall as the page first: a full-page capture would otherwise draw a sticky bar or a modal where
 * the first screenful ends, on top of the content below it. The window stays that tall: the
 * caller sets the size it needs next (recordState does for each width).
 */
export async function saveTallWindowScreenshot(page: Page, stem: string): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  // Chromium's fast PNG encoder, asked for directly: the pictures are for people to look at, and
  // Playwright's screenshot, at zlib's usual level, took about twice as long for a tall page.
  const session = await page.context().newCDPSession(page);
  try {
    const { data } = await session.send("Page.captureScreenshot", {
      format: "png",
      optimizeForSpeed: true,
    });
    fs.writeFileSync(screenshotPath(stem, viewport.width), Buffer.from(data, "base64"));
  } finally {
    await session.detach();
  }
}
