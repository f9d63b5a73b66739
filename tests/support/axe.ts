import axe from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Runs axe-core on the page and fails on any violation, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axe.source);
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
