import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens; each browser test file connects to it. */
    chromiumEndpoint?: string;
  }
}

/**
 * Runs once before the browser tests: one Chromium for the whole run. Starting Chromium costs
 * about a second of both cores; each file's own contexts keep its pages, cookies and storage apart.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromium = await launchChromiumServer();
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  return () => chromium.close();
}
