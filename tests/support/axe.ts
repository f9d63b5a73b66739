import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

// The minified build, sent to a document only once: sending axe-core's 1.5 MB readable source
// for every check cost more than the check itself, and the suite checks a few hundred states.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), {
  encoding: "utf8",
});

/** Runs axe-core on the page and fails on any violation, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate<{ id: string; impact: string | null; nodes: string[] }[]>(`
    axe.run(document, { resultTypes: ["violations"] }).then((result) =>
      result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(" ") + ": " + node.failureSummary),
      })),
    )
  `);
  expect(violations).toEqual([]);
}
