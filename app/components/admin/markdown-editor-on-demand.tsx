import { lazy, Suspense, type ComponentProps } from "react";

// CodeMirror is about half a megabyte of JavaScript and only the agenda's "everything else" uses
// it, so it comes in its own chunk, fetched when the editor is first shown rather than with the
// meeting screen (Vite warned about the screen's chunk size on every build).
const MarkdownEditor = lazy(() =>
  import("./markdown-editor.tsx").then((module) => ({ default: module.MarkdownEditor })),
);

/** The Markdown editor, loaded on demand; until it arrives, a line says it is on its way. */
export function MarkdownEditorOnDemand(props: ComponentProps<typeof MarkdownEditor>) {
  return (
    <Suspense fallback={<p className="admin-hint">Loading the editor…</p>}>
      <MarkdownEditor {...props} />
    </Suspense>
  );
}
