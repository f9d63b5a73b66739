import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from "react";
import type { MarkdownEditorProps } from "./markdown-editor.tsx";

// CodeMirror and the preview's Markdown renderer are about 200 KiB of compressed JavaScript, more
// than the rest of Manage Meeting together, and only "Everything else" uses them. They are
// fetched once the screen is shown and the browser is idle, or sooner when an organiser reaches
// for the field (a focus, a pointer over it), never before the screen (issue 23: a phone on
// school wifi). Until they arrive, a plain text area holds the text and takes typing at once;
// the editor then opens on the same text, with the cursor where it was, so typing never waits
// (decision 0094).

let editorModule: Promise<ComponentType<MarkdownEditorProps>> | null = null;

function loadEditor() {
  editorModule ??= import("./markdown-editor.tsx").then((module) => module.MarkdownEditor);
  return editorModule;
}

/** The Markdown editor, fetched on first use; a plain text area with the same name until then. */
export function MarkdownEditorOnDemand({ labelId, initialValue, onChange }: MarkdownEditorProps) {
  const [Editor, setEditor] = useState<ComponentType<MarkdownEditorProps> | null>(null);
  const [text, setText] = useState(initialValue);
  const standIn = useRef<HTMLTextAreaElement>(null);

  const wantOnIdle = useEffectEvent(() => want());
  useEffect(() => {
    const idle = requestIdleCallback(wantOnIdle);
    return () => cancelIdleCallback(idle);
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
    return <Editor labelId={labelId} initialValue={text} onChange={onChange} focusAt={focusAt} />;
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
