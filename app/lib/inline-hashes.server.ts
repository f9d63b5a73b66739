import { createHash } from "node:crypto";

/** The CSP hash sources ('sha256-…') of a page's inline scripts and style elements. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

// React writes every element this matches: it escapes "<" inside inline scripts and styles and
// ">" inside attribute values, so the first closing tag ends each element and "[^>]*" spans
// exactly its attributes.
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const EXTERNAL_OR_DATA = /\bsrc=|\btype="application\/(?:ld\+)?json"/;

/**
 * Hashes the inline scripts and styles of a rendered page, for a Content-Security-Policy that
 * needs no per-response nonce (a page served from the page cache). External scripts come under
 * 'self', and JSON data blocks are never run, so neither is listed.
 */
export function inlineHashes(html: string): InlineHashes {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  for (const [, tag, attributes = "", content = ""] of html.matchAll(INLINE_ELEMENT)) {
    if (tag === "script" && EXTERNAL_OR_DATA.test(attributes)) continue;
    const source = `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
    const list = tag === "script" ? hashes.scripts : hashes.styles;
    if (!list.includes(source)) list.push(source);
  }
  return hashes;
}
