/** What a Markdown field's preview shows beyond its text: a page's club placeholders filled in. */
export type MarkdownPreview = "text" | "placeholders";

interface MarkdownFieldProps {
  /** The form field's name: the text area posts it, before and after the editor opens. */
  name: string;
  /** The id of the visible label naming the field. */
  labelId: string;
  defaultValue: string;
  preview?: MarkdownPreview;
}

/**
 * A Markdown field of a form the server draws: a plain text area, which is all a browser without
 * JavaScript needs. The page script opens the CodeMirror editor, with its toolbar and preview,
 * over it when it comes within a screen of being seen or is reached for (page-script/
 * markdown-fields.ts): about 200 KiB of JavaScript fetched only then, never for a screen opened
 * to change a room or a time. The editor keeps the text area's value in step, so the form posts it.
 */
export function MarkdownField({
  name,
  labelId,
  defaultValue,
  preview = "text",
}: MarkdownFieldProps) {
  return (
    <div className="admin-field markdown-editor-stand-in" data-markdown-field={preview}>
      <textarea name={name} aria-labelledby={labelId} rows={8} defaultValue={defaultValue} />
    </div>
  );
}
