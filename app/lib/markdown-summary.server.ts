import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { clipSummary } from "./page-summary.ts";

/** The first paragraph of `markdown` as plain text (emphasis and links reduced to their words). */
export function markdownSummary(markdown: string): string {
  const paragraph = fromMarkdown(markdown).children.find((node) => node.type === "paragraph");
  return paragraph ? clipSummary(toString(paragraph)) : "";
}
