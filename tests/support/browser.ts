import fs from "node:fs";
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from "playwright-core";
import { inject } from "vitest";

/**
 * Where the tests' Chromium is: CHROME_PATH, else Debian's Chromium headless shell. The shell is
 * Chromium's renderer without the browser around it, and costs the suite about half the CPU of
 * the full browser's headless mode (docs/decisions/0056-tests-on-the-chromium-headless-shell.md).
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install it ("apt-get install chromium-headless-shell") or set CHROME_PATH to a Chromium/Chrome binary. The browser tests never skip.`,
    );
  }
  return candidate;
}

/**
 * Headless system Chromium. The flags keep it off the network: this machine has none, and
 * Chromium's background services would otherwise try to reach Google at every start.
 */
function launchOptions(): LaunchOptions {
  return {
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
  };
}

/** Starts Chromium for several test processes to connect to (tests/support/browser-setup.ts). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's shared Chromium when the browser tests' global setup started one, else a Chromium of
 * this file's own. Either way, close() leaves nothing running that the caller started: for the
 * shared one it only disconnects.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions());
}
