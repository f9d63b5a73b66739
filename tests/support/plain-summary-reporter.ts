import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends a run with one plain line, "tests: N passed, N failed, N skipped", which CI reads to know
 * that tests really ran (vitest's own summary is not in a form it recognises).
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
    }
    console.log(
      `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
}
