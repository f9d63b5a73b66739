// What a phone downloads on a first visit to a page, measured in Chromium with an empty cache:
// requests, bytes on the wire (headers and encoded bodies), JavaScript, images, requests to any other
// origin, and how much the layout shifted while it loaded.
import fs from "node:fs";
import { chromium } from "playwright-core";

// The full browser when it is installed, else Debian's headless shell (the tests' Chromium).
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((candidate) =>
  fs.existsSync(candidate),
);

export interface ColdLoad {
  path: string;
  requests: number;
  totalKiB: number;
  scriptKiB: number;
  /** Images fetched during the load: what the first screen shows (lazy ones below it wait). */
  imageKiB: number;
  otherOrigins: number;
  /** Cumulative layout shift during the load (the Layout Instability API, as Lighthouse counts). */
  layoutShift: number;
}

// Adds up layout shifts not caused by input, from the first paint on, into window.__layoutShift.
const RECORD_LAYOUT_SHIFT = `window.__layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
}).observe({ type: "layout-shift", buffered: true });`;

/**
 * Loads each path once in a fresh browser context (nothing cached) at a phone's size, and adds up
 * its traffic. With `sessionCookie` ("name=value") the context is signed
 * in first, for the admin screens.
 */
export async function measureColdLoads(
  origin: string,
  paths: string[],
  sessionCookie?: string,
): Promise<ColdLoad[]> {
  if (CHROMIUM === undefined) {
    throw new Error("The cold-load figures need Chromium (apt-get install chromium).");
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const loads: ColdLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (sessionCookie !== undefined) {
        const equals = sessionCookie.indexOf("=");
        const [name, value] = [sessionCookie.slice(0, equals), sessionCookie.slice(equals + 1)];
        await context.addCookies([{ name, value, url: origin }]);
      }
      const page = await context.newPage();
      await page.addInitScript(RECORD_LAYOUT_SHIFT);
      const finished: Promise<{
        bytes: number;
        isScript: boolean;
        isImage: boolean;
        isOther: boolean;
      }>[] = [];
      page.on("requestfinished", (request) => {
        finished.push(
          request.sizes().then((sizes) => ({
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
            isScript: request.resourceType() === "script",
            isImage: request.resourceType() === "image",
            isOther: new URL(request.url()).origin !== origin,
          })),
        );
      });
      let failed = 0;
      page.on("requestfailed", () => (failed += 1));
      await page.goto(origin + path, { waitUntil: "networkidle" });
      const responses = await Promise.all(finished);
      const layoutShift = Number(await page.evaluate("window.__layoutShift"));
      const kib = (list: typeof responses) => list.reduce((sum, r) => sum + r.bytes, 0) / 1024;
      loads.push({
        path,
        requests: responses.length + failed,
        totalKiB: kib(responses),
        scriptKiB: kib(responses.filter((response) => response.isScript)),
        imageKiB: kib(responses.filter((response) => response.isImage)),
        otherOrigins: responses.filter((response) => response.isOther).length,
        layoutShift,
      });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
