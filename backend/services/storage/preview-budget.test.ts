import { expect, test } from "vitest";
import { PreviewBudget } from "./preview-budget.ts";

test("a client gets its budget of new previews a window, then 429 with the wait until the window ends", () => {
  const budget = new PreviewBudget(3, 60);
  const start = new Date("2026-11-28T12:00:00Z");
  for (let count = 0; count < 3; count++) budget.spend("203.0.113.7", start);
  const later = new Date(start.getTime() + 15_000);
  expect(() => budget.spend("203.0.113.7", later)).toThrow(
    expect.objectContaining({ code: 429, retryAfterSeconds: 45 }),
  );
  // Another client is counted apart, and the first gets a new budget once its window ends.
  budget.spend("198.51.100.2", later);
  budget.spend("203.0.113.7", new Date(start.getTime() + 60_000));
});
