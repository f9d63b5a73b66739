import { describe, expect, it } from "vitest";
import { splitExtras } from "./extras-slides.ts";

const items = (count: number, first = 1) =>
  Array.from({ length: count }, (_, at) => `- Idea number ${first + at}`).join("\n");

describe("everything else cut into slides", () => {
  it.each([
    { name: "a short text stays one slide", markdown: "Bring snacks.\n\n- one\n- two", parts: 1 },
    { name: "each heading starts a slide", markdown: "## A\n\ntext\n\n## B\n\ntext", parts: 2 },
    {
      name: "a 14-item list is cut between its items",
      markdown: `## Ideas\n\n${items(14)}`,
      parts: 2,
    },
    { name: "nothing gives no slide", markdown: "  \n", parts: 0 },
  ])("$name", ({ markdown, parts }) => {
    expect(splitExtras(markdown)).toHaveLength(parts);
  });

  it("a long list keeps every item once, in order, and never cuts one in two", () => {
    const parts = splitExtras(`## Ideas\n\n${items(14)}`);
    expect(parts.join("\n").match(/Idea number \d+/g)).toEqual(
      Array.from({ length: 14 }, (_, at) => `Idea number ${at + 1}`),
    );
    expect(parts[0]).toMatch(/^## Ideas/);
  });

  it("a heading at the end of a slide moves on with its text", () => {
    const parts = splitExtras(`${items(7)}\n\n## Next\n\nThe next part.`);
    expect(parts).toEqual([items(7), "## Next\n\nThe next part."]);
  });

  it("a code block and a table are never cut, even past a screenful", () => {
    const code = ["```", ...Array.from({ length: 12 }, (_, at) => `line ${at}`), "```"].join("\n");
    const table = ["| a | b |", "| - | - |", ...Array.from({ length: 10 }, () => "| x | y |")].join(
      "\n",
    );
    expect(splitExtras(`${code}\n\n${table}`)).toEqual([code, table]);
  });

  it("an ordered list cut in two goes on with its own numbers", () => {
    const list = Array.from({ length: 12 }, (_, at) => `${at + 1}. Step ${at + 1}`).join("\n");
    const [, second] = splitExtras(list);
    expect(second).toMatch(/^9\. Step 9/);
  });

  it("one short last line stays on the slide before it instead of a slide of its own", () => {
    expect(splitExtras(`${items(8)}\n\nThat's all!`)).toEqual([`${items(8)}\n\nThat's all!`]);
    expect(splitExtras(`${items(8)}\n\n## More\n\nx`)).toHaveLength(2);
  });

  it("a list item's indented paragraph stays with its item", () => {
    expect(splitExtras("- one\n\n  more about one\n- two")).toHaveLength(1);
  });
});
