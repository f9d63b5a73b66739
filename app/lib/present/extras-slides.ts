// "Everything else" is free Markdown, and can run long: on the projector it becomes several
// slides, cut at its headings and, past a screenful, between its blocks (paragraphs, list items,
// tables, code), never inside one. A slide is never shrunk below what a 720p projector shows
// (fit-slide.ts), so the cutting is what keeps a long section readable (decision 0133).
// Pure and shared: the page's server renders each part, and the presenter view counts them from
// the stored Markdown, so phone and projector agree on the slides.

/** About what one 720p slide holds at the deck's size: blocks, a long one counting for more. */
export const SLIDE_BUDGET = 8;
const CHARACTERS_A_LINE = 70;

const HEADING = /^ {0,3}#{1,6}(\s|$)/;
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

interface Block {
  lines: string[];
  isHeading: boolean;
}

/** `markdown` cut into the parts that each make one slide; one part when it is short. */
export function splitExtras(markdown: string): string[] {
  const slides: Block[][] = [[]];
  let weight = 0;
  for (const block of blocksOf(markdown)) {
    const current = slides[slides.length - 1] ?? [];
    const hasContent = current.some((each) => !each.isHeading);
    const cost = weightOf(block);
    if (hasContent && (block.isHeading || weight + cost > SLIDE_BUDGET)) {
      // A heading left alone at the end of a slide goes with what follows it.
      const heading = current.at(-1)?.isHeading === true && !block.isHeading ? current.pop() : null;
      slides.push(heading ? [heading] : []);
      weight = heading ? weightOf(heading) : 0;
    }
    slides[slides.length - 1]?.push(block);
    weight += cost;
  }
  keepLastLineWithItsSlide(slides);
  return slides
    .map((blocks) =>
      blocks
        .flatMap((block) => block.lines)
        .join("\n")
        .trim(),
    )
    .filter((part) => part !== "");
}

// A slide of one short line after a full one reads as a mistake: it joins the slide before, which
// a 720p screen still holds (about 11 lines at the deck's type).
const ORPHAN_ROOM = 2;

function keepLastLineWithItsSlide(slides: Block[][]): void {
  const last = slides.at(-1) ?? [];
  const before = slides.at(-2);
  const [only] = last;
  if (before === undefined || last.length !== 1 || only === undefined || only.isHeading) return;
  const weight = before.reduce((sum, block) => sum + weightOf(block), 0);
  if (weightOf(only) > 1 || weight + 1 > SLIDE_BUDGET + ORPHAN_ROOM) return;
  before.push(only);
  slides.pop();
}

function weightOf(block: Block): number {
  const text = block.lines.join(" ").trim();
  if (block.isHeading) return 1;
  const lines = block.lines.filter((line) => line.trim() !== "").length;
  return Math.max(lines, Math.ceil(text.length / CHARACTERS_A_LINE), 1);
}

/** The top-level blocks of `markdown`, each with the blank lines after it. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let fence: string | null = null;
  let afterBlank = false;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const current = blocks.at(-1);
    if (fence !== null) {
      current?.lines.push(line);
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    const isBlank = line.trim() === "";
    const opensFence = FENCE.exec(line)?.[1];
    // An indented line after a blank one goes on with the list item above it.
    const continuesItem = afterBlank && /^\s{2,}\S/.test(line) && current !== undefined;
    const startsBlock =
      !isBlank &&
      !continuesItem &&
      (current === undefined ||
        afterBlank ||
        HEADING.test(line) ||
        LIST_ITEM.test(line) ||
        opensFence !== undefined ||
        current.isHeading);
    if (startsBlock) blocks.push({ lines: [line], isHeading: HEADING.test(line) });
    else if (current) current.lines.push(line);
    if (opensFence !== undefined) fence = opensFence.slice(0, 3);
    afterBlank = isBlank;
  }
  return blocks;
}
