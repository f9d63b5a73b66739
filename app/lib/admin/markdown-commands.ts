import { EditorSelection, type EditorState, type TransactionSpec } from "@codemirror/state";

/** A toolbar action: what it changes in `state`, as one undoable transaction. */
export type MarkdownCommand = (state: EditorState) => TransactionSpec;

/**
 * Wraps each selection in `marker` (bold, italic, inline code), or unwraps it when the marker
 * already surrounds it. An empty selection gets `placeholder`, selected so typing replaces it.
 */
export function toggleInline(marker: string, placeholder: string): MarkdownCommand {
  return (state) =>
    state.changeByRange((range) => {
      const before = state.sliceDoc(range.from - marker.length, range.from);
      const after = state.sliceDoc(range.to, range.to + marker.length);
      if (!range.empty && before === marker && after === marker) {
        return {
          changes: [
            { from: range.from - marker.length, to: range.from },
            { from: range.to, to: range.to + marker.length },
          ],
          range: EditorSelection.range(range.from - marker.length, range.to - marker.length),
        };
      }
      const inner = range.empty ? placeholder : state.sliceDoc(range.from, range.to);
      const start = range.from + marker.length;
      return {
        changes: { from: range.from, to: range.to, insert: `${marker}${inner}${marker}` },
        range: EditorSelection.range(start, start + inner.length),
      };
    });
}

/**
 * Adds a block prefix ("## ", "- ", "> ", "1. ") to every line the selection touches, or removes
 * it when all of them already carry one matching `existing`.
 */
export function toggleLinePrefix(
  prefixFor: (index: number) => string,
  existing: RegExp,
): MarkdownCommand {
  return (state) =>
    state.changeByRange((range) => {
      const first = state.doc.lineAt(range.from).number;
      const last = state.doc.lineAt(range.to).number;
      const lines = Array.from({ length: last - first + 1 }, (_, index) =>
        state.doc.line(first + index),
      );
      const isApplied = lines.every((line) => existing.test(line.text));
      const changes = lines.map((line, index) => {
        if (isApplied) {
          const length = existing.exec(line.text)?.[0].length ?? 0;
          return { from: line.from, to: line.from + length };
        }
        return { from: line.from, insert: prefixFor(index) };
      });
      const changeSet = state.changes(changes);
      return {
        changes: changeSet,
        range: EditorSelection.range(
          changeSet.mapPos(range.anchor, 1),
          changeSet.mapPos(range.head, 1),
        ),
      };
    });
}

/** Inline code for a selection within one line; a fenced block for one spanning several lines. */
export function toggleCode(state: EditorState): TransactionSpec {
  const isMultiline = state.selection.ranges.some(
    (range) => state.doc.lineAt(range.from).number !== state.doc.lineAt(range.to).number,
  );
  if (!isMultiline) {
    return toggleInline("`", "code")(state);
  }
  return state.changeByRange((range) => {
    const from = state.doc.lineAt(range.from).from;
    const to = state.doc.lineAt(range.to).to;
    const insert = `\`\`\`\n${state.sliceDoc(from, to)}\n\`\`\``;
    return {
      changes: { from, to, insert },
      range: EditorSelection.range(from + 4, from + insert.length - 4),
    };
  });
}

/**
 * A link around the selection. With text selected, the address placeholder is selected so the
 * organiser types the URL next; with nothing selected, the link text is.
 */
export function insertLink(state: EditorState): TransactionSpec {
  return state.changeByRange((range) => {
    const text = range.empty ? "link text" : state.sliceDoc(range.from, range.to);
    const url = "https://";
    const insert = `[${text}](${url})`;
    const selected = range.empty
      ? EditorSelection.range(range.from + 1, range.from + 1 + text.length)
      : EditorSelection.range(
          range.from + text.length + 3,
          range.from + text.length + 3 + url.length,
        );
    return { changes: { from: range.from, to: range.to, insert }, range: selected };
  });
}

/** The text of a GFM table: a header row of "Column N" cells, a delimiter row, then empty rows. */
export function gfmTable(columns: number, rows: number): string {
  const row = (cell: (column: number) => string) =>
    `| ${Array.from({ length: columns }, (_, column) => cell(column + 1)).join(" | ")} |`;
  const header = row((column) => `Column ${column}`);
  const delimiter = row((column) => "-".repeat(`Column ${column}`.length));
  const body = Array.from({ length: rows - 1 }, () =>
    row((column) => " ".repeat(`Column ${column}`.length)),
  );
  return [header, delimiter, ...body].join("\n");
}

/**
 * Replaces the main selection with a table of `columns` by `rows` (the header row counts as one),
 * set apart by blank lines as GFM needs, and selects the first header cell.
 */
export function insertTable(columns: number, rows: number): MarkdownCommand {
  return (state) => {
    const { from, to } = state.selection.main;
    const textBefore = state.sliceDoc(0, from);
    const textAfter = state.sliceDoc(to);
    const lead =
      textBefore === "" || textBefore.endsWith("\n\n")
        ? ""
        : textBefore.endsWith("\n")
          ? "\n"
          : "\n\n";
    const trail = textAfter.startsWith("\n") ? "\n" : "\n\n";
    const insert = `${lead}${gfmTable(columns, rows)}${trail}`;
    const cellStart = from + lead.length + 2;
    return {
      changes: { from, to, insert },
      selection: EditorSelection.single(cellStart, cellStart + "Column 1".length),
    };
  };
}

/** Empties the document, as one undoable step. */
export function clearAll(state: EditorState): TransactionSpec {
  return { changes: { from: 0, to: state.doc.length, insert: "" } };
}

export const toggleBold = toggleInline("**", "bold text");
export const toggleItalic = toggleInline("_", "italic text");
export const toggleHeading = toggleLinePrefix(() => "## ", /^#{1,6} /);
export const toggleBulletList = toggleLinePrefix(() => "- ", /^[-*+] /);
export const toggleNumberedList = toggleLinePrefix((index) => `${index + 1}. `, /^\d+\. /);
export const toggleQuote = toggleLinePrefix(() => "> ", /^> ?/);
