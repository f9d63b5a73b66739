import { lazy, Suspense } from "react";
import type { AgendaTexts } from "../lib/live/live-agenda.ts";
import { RenderedMarkdown } from "./rendered-markdown.tsx";
import { useWords } from "../lib/words.tsx";

// The Markdown renderer is fetched only when an edit of "everything else" arrives live: a page as
// served carries the server's HTML and none of the Markdown code. Live edits reach only the
// browser, so the server build leaves the import out (Vite removes the branch): the server holds
// the renderer statically already, and Rollup warned that this import could not split it off.
const MarkdownView = lazy(() =>
  import.meta.env.SSR
    ? Promise.reject(new Error("Markdown that arrived live is rendered in the browser only."))
    : import("./markdown-view.tsx").then((module) => ({ default: module.MarkdownView })),
);

/** The agenda's "everything else" part: the server's HTML, or Markdown that arrived live. */
export function AgendaExtrasContent({ extras }: Pick<AgendaTexts, "extras">) {
  const words = useWords();
  if ("html" in extras) return <RenderedMarkdown html={extras.html} />;
  return (
    <div className="rendered-markdown">
      <Suspense fallback={<p className="visually-hidden">{words.t("common.loading")}</p>}>
        <MarkdownView markdown={extras.markdown} nested />
      </Suspense>
    </div>
  );
}
