import Markdown from "react-markdown";
import { markdownOptions, nestedMarkdownOptions } from "../lib/markdown.ts";

interface MarkdownViewProps {
  markdown: string;
  /** Inside a page that has its own h1 (an agenda): headings move one level down. */
  nested?: boolean;
}

/** Organiser-written Markdown rendered with the site's one safe configuration. */
export function MarkdownView({ markdown, nested = false }: MarkdownViewProps) {
  return (
    <div className="markdown-body">
      <Markdown {...(nested ? nestedMarkdownOptions : markdownOptions)}>{markdown}</Markdown>
    </div>
  );
}
