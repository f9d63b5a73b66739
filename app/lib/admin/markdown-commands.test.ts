import { EditorSelection, EditorState } from "@codemirror/state";
import { describe, expect, it } from "vitest";
import {
  clearAll,
  gfmTable,
  insertLink,
  insertTable,
  toggleBold,
  toggleBulletList,
  toggleCode,
  toggleHeading,
  toggleNumberedList,
  toggleQuote,
  type MarkdownCommand,
} from "./markdown-commands.ts";

/** Runs `command` on `doc` with the selection from `from` to `to`; returns text and selection. */
function run(command: MarkdownCommand, doc: string, from: number, to = from) {
  const state = EditorState.create({ doc, selection: EditorSelection.single(from, to) });
  const next = state.update(command(state)).state;
  const { main } = next.selection;
  return { doc: next.doc.toString(), selected: next.sliceDoc(main.from, main.to) };
}

describe("markdown toolbar commands", () => {
  it.each([
    {
      name: "bold wraps the selected word",
      command: toggleBold,
      doc: "say hi",
      from: 4,
      to: 6,
      expected: "say **hi**",
      selected: "hi",
    },
    {
      name: "bold unwraps an already bold word",
      command: toggleBold,
      doc: "say **hi**",
      from: 6,
      to: 8,
      expected: "say hi",
      selected: "hi",
    },
    {
      name: "bold with no selection inserts a selected placeholder",
      command: toggleBold,
      doc: "",
      from: 0,
      to: 0,
      expected: "**bold text**",
      selected: "bold text",
    },
    {
      name: "code inside one line is inline",
      command: toggleCode,
      doc: "run npm",
      from: 4,
      to: 7,
      expected: "run `npm`",
      selected: "npm",
    },
    {
      name: "code across lines is a fenced block",
      command: toggleCode,
      doc: "a\nb",
      from: 0,
      to: 3,
      expected: "```\na\nb\n```",
      selected: "a\nb",
    },
    {
      name: "heading prefixes the line",
      command: toggleHeading,
      doc: "Snacks",
      from: 2,
      to: 2,
      expected: "## Snacks",
      selected: "",
    },
    {
      name: "heading is removed from a heading line",
      command: toggleHeading,
      doc: "### Snacks",
      from: 5,
      to: 5,
      expected: "Snacks",
      selected: "",
    },
    {
      name: "bullets prefix every selected line",
      command: toggleBulletList,
      doc: "a\nb",
      from: 0,
      to: 3,
      expected: "- a\n- b",
      selected: "a\n- b",
    },
    {
      name: "numbers count the selected lines",
      command: toggleNumberedList,
      doc: "a\nb\nc",
      from: 0,
      to: 5,
      expected: "1. a\n2. b\n3. c",
      selected: "a\n2. b\n3. c",
    },
    {
      name: "quote toggles off a quoted line",
      command: toggleQuote,
      doc: "> wise",
      from: 3,
      to: 3,
      expected: "wise",
      selected: "",
    },
    {
      name: "link around selected text selects the address",
      command: insertLink,
      doc: "see site",
      from: 4,
      to: 8,
      expected: "see [site](https://)",
      selected: "https://",
    },
    {
      name: "link with no selection selects the link text",
      command: insertLink,
      doc: "",
      from: 0,
      to: 0,
      expected: "[link text](https://)",
      selected: "link text",
    },
    {
      name: "clear empties the document",
      command: clearAll,
      doc: "all of it",
      from: 0,
      to: 0,
      expected: "",
      selected: "",
    },
  ])("$name", ({ command, doc, from, to, expected, selected }) => {
    expect(run(command, doc, from, to)).toEqual({ doc: expected, selected });
  });

  it("a 3 by 2 table has a header, a delimiter and one empty body row", () => {
    expect(gfmTable(3, 2)).toBe(
      [
        "| Column 1 | Column 2 | Column 3 |",
        "| -------- | -------- | -------- |",
        "|          |          |          |",
      ].join("\n"),
    );
  });

  it("a table inserted after a paragraph is set apart by a blank line and selects the first cell", () => {
    const result = run(insertTable(1, 1), "Intro", 5);
    expect(result).toEqual({
      doc: "Intro\n\n| Column 1 |\n| -------- |\n\n",
      selected: "Column 1",
    });
  });
});
