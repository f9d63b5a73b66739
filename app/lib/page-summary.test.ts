import { describe, expect, it } from "vitest";
import { clipSummary } from "./page-summary.ts";

describe("clipSummary", () => {
  it("a long text is cut at a word before 160 characters, with an ellipsis", () => {
    const clipped = clipSummary(`${"word ".repeat(40)}end`);

    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/word…$/);
  });

  it("line breaks and runs of spaces become single spaces", () => {
    expect(clipSummary("Snacks,\n\n  then   posters.")).toBe("Snacks, then posters.");
  });
});
