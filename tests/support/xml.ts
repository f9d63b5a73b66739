import { XMLParser, XMLValidator } from "fast-xml-parser";

// XML read as a strict feed reader reads it. fast-xml-parser checks the markup but takes any
// character, where libxml2 (and so most readers) refuses a whole document holding one that XML
// 1.0's Char production excludes, such as NUL: that is checked first, by the production itself.

/** XML 1.0 (fifth edition) 2.2 Char, over UTF-16 text. */
const XML_CHARS = /^(?:[\t\n\r\u0020-\uD7FF\uE000-\uFFFD]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "entry", "link"].includes(name),
});

/**
 * Parses `text` as fast-xml-parser does (attributes as `@_name`; url, entry and link always
 * lists), throwing where a strict parser would refuse it: a forbidden character or bad markup.
 */
export function parseWellFormedXml(text: string): ReturnType<XMLParser["parse"]> {
  if (!XML_CHARS.test(text)) {
    const chars = [...text];
    const index = chars.findIndex((char) => !XML_CHARS.test(char));
    const codePoint = chars[index]?.codePointAt(0)?.toString(16).toUpperCase() ?? "?";
    throw new Error(`Not well-formed XML: U+${codePoint.padStart(4, "0")} at character ${index}`);
  }
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) throw new Error(`Not well-formed XML: ${verdict.err.msg}`);
  return parser.parse(text);
}
