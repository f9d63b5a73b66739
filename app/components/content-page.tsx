import type { ReactNode } from "react";
import { RenderedMarkdown } from "./rendered-markdown.tsx";
import { useWords } from "../lib/words.tsx";

interface ContentPageProps {
  title: string;
  /** The page's text, rendered on the server (renderMarkdownHtml). */
  html: string;
  /** The language the text is written in: marked when it is not the page's (not translated yet). */
  lang: string;
  /** A class for page-specific styling, such as the colour-coded guidelines. */
  className?: string;
  /** Anything shown after the text, such as the list of support resources. */
  children?: ReactNode;
}

/** A page written in content/: its heading in a colourful band, then the organisers' text. */
export function ContentPage({ title, html, lang, className, children }: ContentPageProps) {
  const words = useWords();
  const textLang = lang === words.locale ? undefined : lang;
  return (
    <main id="main" className={className ? `content-page ${className}` : "content-page"}>
      <header className="page-banner">
        <h1 lang={textLang}>{title}</h1>
      </header>
      <div className="page page-narrow prose" lang={textLang}>
        <RenderedMarkdown html={html} />
        {children}
      </div>
    </main>
  );
}
