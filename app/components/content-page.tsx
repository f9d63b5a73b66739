import type { ReactNode } from "react";
import { RenderedMarkdown } from "./rendered-markdown.tsx";

interface ContentPageProps {
  title: string;
  /** The page's text, rendered on the server (renderMarkdownHtml). */
  html: string;
  /** A class for page-specific styling, such as the colour-coded guidelines. */
  className?: string;
  /** Anything shown after the text, such as the list of support resources. */
  children?: ReactNode;
}

/** A page written in content/: its heading in a colourful band, then the organisers' text. */
export function ContentPage({ title, html, className, children }: ContentPageProps) {
  return (
    <main id="main" className={className ? `content-page ${className}` : "content-page"}>
      <header className="page-banner">
        <h1>{title}</h1>
      </header>
      <div className="page page-narrow prose">
        <RenderedMarkdown html={html} />
        {children}
      </div>
    </main>
  );
}
