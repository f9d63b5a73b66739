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
// form, hidden, and takes every edit (with an input event, so the unsaved-changes guard sees it).

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
  const labelId = area.getAttribute("aria-labelledby") ?? "";
  // Read now, not when the module was asked for: a key pressed in between has moved it.
  const focusAt =
    document.activeElement === area
      ? { anchor: area.selectionStart, head: area.selectionEnd }
      : undefined;
  const host = document.createElement("div");
  field.after(host);
  field.hidden = true;
  const previewOf = previewFor(preview);
  createRoot(host).render(
    <WordsContext value={words}>
      <MarkdownEditor
        labelId={labelId}
        initialValue={area.value}
        focusAt={focusAt}
        previewOf={previewOf}
        onChange={(text) => {
          area.value = text;
          area.dispatchEvent(new Event("input", { bubbles: true }));
        }}
      />
    </WordsContext>,
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
