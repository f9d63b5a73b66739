import {
  history,
  historyKeymap,
  isolateHistory,
  defaultKeymap,
  redo,
  redoDepth,
  undo,
  undoDepth,
} from "@codemirror/commands";
import { markdown, markdownKeymap } from "@codemirror/lang-markdown";
import { EditorState } from "@codemirror/state";
import { drawSelection, EditorView, keymap } from "@codemirror/view";
import { useDeferredValue, useEffectEvent, useId, useLayoutEffect, useRef, useState } from "react";
import {
  clearAll,
  insertLink,
  insertTable,
  toggleBold,
  toggleItalic,
  type MarkdownCommand,
} from "../../lib/admin/markdown-commands.ts";
import { getPageNonce } from "../../lib/csp-nonce.ts";
import { MarkdownView } from "../markdown-view.tsx";
import { MarkdownToolbar } from "./markdown-toolbar.tsx";
import { useWords } from "../../lib/words.tsx";
import "./markdown-editor.css";

// An organiser can undo a long edit: the history keeps 100 entries, and typing within 600 ms
// is one entry, so undo takes back a burst of typing rather than one letter.
const HISTORY = { minDepth: 100, newGroupDelay: 600 };

export interface MarkdownEditorProps {
  /** The id of the visible label naming the editor. */
  labelId: string;
  initialValue: string;
  onChange(value: string): void;
  /** Take the focus at once, with this selection (the text area had it: markdown-field.tsx). */
  focusAt?: { anchor: number; head: number };
  /** What the preview shows for the text, when the public page shows more than the text itself. */
  previewOf?: (text: string) => string;
}

/**
 * A CodeMirror 6 Markdown editor with a formatting toolbar and a live preview rendered exactly as
 * the public agenda renders it. The editor owns its text; `onChange` reports every edit.
 */
export function MarkdownEditor({
  labelId,
  initialValue,
  onChange,
  focusAt,
  previewOf = (text) => text,
}: MarkdownEditorProps) {
  const words = useWords();
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [value, setValue] = useState(initialValue);
  const [undoState, setUndoState] = useState({ canUndo: false, canRedo: false });
  const preview = useDeferredValue(value);
  const editorId = useId();
  const previewId = useId();

  const reportChange = useEffectEvent((state: EditorState) => {
    const text = state.doc.toString();
    setValue(text);
    onChange(text);
  });

  // The editor is created once per mount: later `initialValue`s are ignored, as in an
  // uncontrolled <textarea>. The screen remounts it (with a key) to load another document.
  const initialValueRef = useRef(initialValue);
  const focusAtRef = useRef(focusAt);

  // A layout effect: the editor exists, focused, before the browser handles the next key, which
  // would otherwise reach no field when the editor replaces its stand-in mid-typing.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (host === null) {
      return;
    }
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: initialValueRef.current,
        extensions: editorExtensions(labelId, editorId, (update) => {
          if (update.docChanged) reportChange(update.state);
          const canUndo = undoDepth(update.state) > 0;
          const canRedo = redoDepth(update.state) > 0;
          // Every cursor move is an update: keep the old object so React skips the re-render.
          setUndoState((current) =>
            current.canUndo === canUndo && current.canRedo === canRedo
              ? current
              : { canUndo, canRedo },
          );
        }),
      }),
    });
    viewRef.current = view;
    if (focusAtRef.current !== undefined) {
      view.dispatch({ selection: focusAtRef.current });
      view.focus();
    }
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [labelId, editorId]);

  function run(command: MarkdownCommand) {
    const view = viewRef.current;
    if (view === null) {
      return;
    }
    dispatchCommand(view, command);
    view.focus();
  }

  function runHistory(step: typeof undo) {
    const view = viewRef.current;
    if (view !== null) {
      step(view);
      view.focus();
    }
  }

  return (
    <div className="markdown-editor">
      <div>
        <MarkdownToolbar
          controls={editorId}
          canUndo={undoState.canUndo}
          canRedo={undoState.canRedo}
          onCommand={run}
          onInsertTable={(columns, rows) => run(insertTable(columns, rows))}
          onUndo={() => runHistory(undo)}
          onRedo={() => runHistory(redo)}
          onClear={() => {
            if (window.confirm(words.t("admin.markdown.confirmClear"))) run(clearAll);
          }}
        />
        <div ref={hostRef} className="markdown-editor-host" />
      </div>
      <section className="markdown-editor-preview" aria-labelledby={previewId}>
        {/* A heading, so the preview's own headings (one level down: nested) follow the
            screen's outline instead of skipping a level after its title. */}
        <h2 id={previewId} className="markdown-editor-preview-label">
          {words.t("admin.markdown.preview")}
        </h2>
        {preview.trim() === "" ? (
          <p className="markdown-editor-empty">{words.t("admin.markdown.nothing")}</p>
        ) : (
          <MarkdownView markdown={previewOf(preview)} nested />
        )}
      </section>
    </div>
  );
}

function editorExtensions(
  labelId: string,
  editorId: string,
  onUpdate: (update: { docChanged: boolean; state: EditorState }) => void,
) {
  return [
    history(HISTORY),
    drawSelection(),
    markdown(),
    EditorView.lineWrapping,
    // Tab is left to the browser (no indentWithTab), so keyboard users can always leave the editor.
    keymap.of([
      { key: "Mod-b", run: (view) => dispatchCommand(view, toggleBold) },
      { key: "Mod-i", run: (view) => dispatchCommand(view, toggleItalic) },
      { key: "Mod-k", run: (view) => dispatchCommand(view, insertLink) },
      ...markdownKeymap,
      ...historyKeymap,
      ...defaultKeymap,
    ]),
    EditorView.contentAttributes.of({
      id: editorId,
      "aria-labelledby": labelId,
      // Focusable as it is (contenteditable), said outright: a long text scrolls inside the
      // editor, and a scrolling region must hold something a keyboard reaches (axe).
      tabindex: "0",
    }),
    // The page's Content-Security-Policy allows only styles carrying its nonce.
    EditorView.cspNonce.of(getPageNonce() ?? ""),
    EditorView.updateListener.of(onUpdate),
  ];
}

/**
 * Applies a toolbar command as its own undo step. Without the isolation, CodeMirror would fold it
 * into the typing just before it (within 600 ms), and Undo after Clear would also undo the typing.
 */
function dispatchCommand(view: EditorView, command: MarkdownCommand): boolean {
  view.dispatch(command(view.state), { annotations: isolateHistory.of("full") });
  return true;
}
