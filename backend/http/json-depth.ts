/**
 * How deep a JSON text nests its arrays and objects, counted in one pass over its characters
 * without building anything, so a body can be refused before JSON.parse spends seconds on it.
 * Brackets inside strings do not count; the text need not be valid JSON (JSON.parse says so).
 * Stops counting once `limit` is passed and answers limit + 1.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_SQUARE || code === OPEN_CURLY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === CLOSE_SQUARE || code === CLOSE_CURLY) {
      depth--;
    }
  }
  return deepest;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;
