import type { Page } from "playwright-core";
import { expectNoAxeViolations } from "./axe.ts";
import { DESKTOP, VIEWPORTS } from "./browser-world.ts";
import { saveTallWindowScreenshot } from "./screenshots.ts";

/**
 * What every state of an admin or account screen gets at both widths: an axe check, and the whole
 * page saved as tests/.artifacts/screenshots/{name}-{width}.png. The window is resized around the
 * state the journey reached, so a journey whose layout is the same at both widths runs once and
 * still leaves both pictures.
 */
export async function recordState(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  // Each width is set before its check: the screenshot before it leaves the window page-tall.
  for (const { size } of VIEWPORTS) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await saveTallWindowScreenshot(page, name);
  }
  await page.setViewportSize(viewport);
}
