import { useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { MarkdownPreview } from "../components/admin/markdown-field.tsx";
import { MarkdownEditor } from "../components/admin/markdown-editor.tsx";
import { fillPlaceholders } from "../lib/content-file.ts";
import type { PublicSettings } from "../lib/public-settings.ts";
import { WordsContext } from "../lib/words.tsx";
import { loadCatalogue } from "../../i18n/catalogues.ts";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales.ts";

// The Markdown editor over a text area of a form the server drew (page-script/markdown-fields.ts):
// React and CodeMirror, fetched only for a screen that edits Markdown. The text area stays in the
// form as a hidden field of the same name, which takes every edit (with an input event, so the
// unsaved-changes guard sees it).

/** Opens the editor in `field` over `area`, on its text, with the cursor where it was. */
export async function mountMarkdownEditor(
  field: HTMLElement,
  area: HTMLTextAreaElement,
  preview: MarkdownPreview,
): Promise<void> {
  const locale = field.closest<HTMLElement>("[data-admin-locale]")?.dataset.adminLocale;
  const words = await loadCatalogue(
    locale !== undefined && isLocale(locale) ? locale : DEFAULT_LOCALE,
  );
  const host = document.createElement("div");
  field.after(host);
  const root = createRoot(host);
  // One task from reading the text area to hiding it: no key pressed in between is lost.
  flushSync(() =>
    root.render(
      <WordsContext value={words}>
        <EditorOverTextArea field={field} area={area} previewOf={previewFor(preview)} />
      </WordsContext>,
    ),
  );
}

interface EditorOverTextAreaProps {
  /** The stand-in around the text area, which the editor takes the place of. */
  field: HTMLElement;
  /** The form's own field: what it holds when the editor is drawn is where the editor starts. */
  area: HTMLTextAreaElement;
  previewOf: ((text: string) => string) | undefined;
}

/**
 * The editor, opened on what the text area holds when it is drawn, with the cursor where it was.
 * The text area gives way to a hidden field of the same name, which takes each edit, so the form
 * still posts the text; the two elements are the page's, outside React, and written on purpose.
 */
function EditorOverTextArea({ field, area, previewOf }: EditorOverTextAreaProps) {
  const [start] = useState(() => ({
    value: area.value,
    focusAt:
      document.activeElement === area
        ? { anchor: area.selectionStart, head: area.selectionEnd }
        : undefined,
  }));
  const [posted] = useState(() => {
    const hidden = document.createElement("input");
    hidden.type = "hidden";
    hidden.name = area.name;
    hidden.value = start.value;
    return hidden;
  });
  useLayoutEffect(() => field.replaceWith(posted), [field, posted]);
  return (
    <MarkdownEditor
      labelId={area.getAttribute("aria-labelledby") ?? ""}
      initialValue={start.value}
      focusAt={start.focusAt}
      previewOf={previewOf}
      onChange={(text) => {
        // eslint-disable-next-line react-hooks/immutability -- the form's own field, which it posts
        posted.value = text;
        posted.dispatchEvent(new Event("input", { bubbles: true }));
      }}
    />
  );
}

function previewFor(preview: MarkdownPreview): ((text: string) => string) | undefined {
  if (preview === "text") return undefined;
  const settings = publicSettings();
  return settings === null ? undefined : (text) => fillPlaceholders(text, settings);
}

/** The public settings the root layout writes into every page (#public-settings). */
function publicSettings(): PublicSettings | null {
  const script = document.getElementById("public-settings");
  return script?.textContent ? (JSON.parse(script.textContent) as PublicSettings) : null;
}
