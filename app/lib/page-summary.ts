// The one-line summary that search results and link previews show (meta description,
// og:description): plain words cut at a word near 160 characters, the length search engines
// display. The agenda page's meta runs in the browser too, so this module stays free of Markdown.

const MAX_LENGTH = 160;

/** Collapses white space and cuts `text` at the last word that fits, with an ellipsis. */
export function clipSummary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_LENGTH) return flat;
  const cut = flat.slice(0, MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
