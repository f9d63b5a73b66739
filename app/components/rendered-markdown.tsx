interface RenderedMarkdownProps {
  /** The output of renderMarkdownHtml (app/lib/markdown-html.server.tsx), never raw input. */
  html: string;
}

/**
 * Markdown the server already rendered. Inserting it as HTML is safe because it is React's own
 * rendering of the sanitised tree MarkdownView builds; raw text never reaches this component.
 */
export function RenderedMarkdown({ html }: RenderedMarkdownProps) {
  return <div className="rendered-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
