import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownView } from "../components/markdown-view.tsx";

/**
 * Markdown rendered to HTML on the server by the site's one MarkdownView (sanitised GFM), so a
 * public page sends finished HTML and none of the Markdown code to the browser.
 */
export function renderMarkdownHtml(markdown: string, options: { nested?: boolean } = {}): string {
  return renderToStaticMarkup(
    <MarkdownView markdown={markdown} nested={options.nested ?? false} />,
  );
}
