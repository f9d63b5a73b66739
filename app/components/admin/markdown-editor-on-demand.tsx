import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from "react";
import type { MarkdownEditorProps } from "./markdown-editor.tsx";

// CodeMirror and the preview's Markdown renderer are about 200 KiB of compressed JavaScript, more
// than the rest of Manage Meeting together, and only "Everything else" uses them. They are
// fetched when the field comes within a screen of being seen, or when an organiser reaches for it
// (a focus, a pointer over it): on a phone the field is a few screens down, so opening Manage
// Meeting to change a room or a time never downloads or parses them (issue 23: a phone on school
// wifi; decision 0094 fetched them when the browser turned idle, which cost every visit the
// parsing). Until they arrive, a plain text area holds the text and takes typing at once; the
// editor then opens on the same text, with the cursor where it was, so typing never waits.

let editorModule: Promise<ComponentType<MarkdownEditorProps>> | null = null;

function loadEditor() {
  editorModule ??= import("./markdown-editor.tsx").then((module) => module.MarkdownEditor);
  return editorModule;
}

/** The Markdown editor, fetched on first use; a plain text area with the same name until then. */
export function MarkdownEditorOnDemand({
  labelId,
  initialValue,
  onChange,
  previewOf,
}: MarkdownEditorProps) {
  const [Editor, setEditor] = useState<ComponentType<MarkdownEditorProps> | null>(null);
  const [text, setText] = useState(initialValue);
  const standIn = useRef<HTMLTextAreaElement>(null);

  const wantOnSight = useEffectEvent(() => want());
  useEffect(() => {
    const area = standIn.current;
    if (area === null) return;
    // The bottom margin of one screen's height: the editor is on its way while the organiser
    // scrolls the last screen towards the field.
    const sight = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        sight.disconnect();
        wantOnSight();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    sight.observe(area);
    return () => sight.disconnect();
  }, []);

  function want() {
    loadEditor()
      .then((loaded) => setEditor(() => loaded))
      .catch((error: unknown) => console.error("The Markdown editor could not load:", error));
  }

  if (Editor !== null) {
    // Read in the render that replaces the stand-in, not when the module arrived: a key pressed
    // in between (Control+A, say) has moved the selection since, and the editor must open on it.
    const area = standIn.current;
    const focusAt =
      area !== null && document.activeElement === area
        ? { anchor: area.selectionStart, head: area.selectionEnd }
        : undefined;
    return (
      <Editor
        labelId={labelId}
        initialValue={text}
        onChange={onChange}
        focusAt={focusAt}
        previewOf={previewOf}
      />
    );
  }
  return (
    <div className="admin-field markdown-editor-stand-in">
      <textarea
        ref={standIn}
        aria-labelledby={labelId}
        rows={8}
        value={text}
        onFocus={want}
        onPointerEnter={want}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
