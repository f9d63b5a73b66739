import Markdown from "react-markdown";
import { markdownOptions } from "../lib/markdown.ts";

interface MarkdownViewProps {
  markdown: string;
}

/** Organiser-written Markdown rendered with the site's one safe configuration. */
export function MarkdownView({ markdown }: MarkdownViewProps) {
  return (
    <div className="markdown-body">
      <Markdown {...markdownOptions}>{markdown}</Markdown>
    </div>
  );
}
