import { describe, expect, it } from "vitest";
import { markdownSummary } from "./markdown-summary.server.ts";

describe("markdownSummary", () => {
  it.each([
    {
      name: "emphasis and links become their words",
      markdown: "Joining is easy: **just show up.** See the [home page](/).\n\n## More",
      summary: "Joining is easy: just show up. See the home page.",
    },
    {
      name: "a heading before the first paragraph is skipped",
      markdown: "## A\n\nText.",
      summary: "Text.",
    },
    {
      name: "a text without a paragraph has no summary",
      markdown: "- a list\n- only",
      summary: "",
    },
  ])("$name", ({ markdown, summary }) => {
    expect(markdownSummary(markdown)).toBe(summary);
  });
});
