import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Where the system Chromium is: CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install one ("apt-get install chromium") or set CHROME_PATH to a Chromium/Chrome binary. The browser tests never skip.`,
    );
  }
  return candidate;
}

/**
 * Launches headless system Chromium. The flags keep it off the network: this machine has none,
 * and Chromium's background services would otherwise try to reach Google at every start.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
