// Appwrite stores any string its Text validator takes, and that validator checks only the length
// (utopia-php/http Text, used by the database's Structure validator), so a title can hold NUL or
// a bell. XML 1.0 forbids those characters outright and RFC 5545 forbids them in text: one in a
// title would make the whole Atom feed unreadable (decision 0071). The one calendar writer and
// the one feed writer pass every text they write through here, whatever field it came from
// (decision 0127).

/**
 * Whether XML 1.0 and iCalendar text can carry the code point: not a C0 control other than tab,
 * line feed and carriage return, not DEL or a C1 control, not U+FFFE or U+FFFF, and not half of
 * a UTF-16 pair standing alone (a string walked by code points yields those on their own).
 */
function isWritable(codePoint: number): boolean {
  if (codePoint < 0x20) return codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  if (codePoint >= 0x7f && codePoint <= 0x9f) return false;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  return codePoint !== 0xfffe && codePoint !== 0xffff;
}

/** `text` without the characters XML 1.0 and iCalendar text cannot carry; all else unchanged. */
export function withoutControlCharacters(text: string): string {
  let kept = "";
  for (const char of text) {
    if (isWritable(char.codePointAt(0) ?? 0)) kept += char;
  }
  return kept;
}

// Line breaks a reader could take as the end of a line: CR, LF, and the Unicode line and
// paragraph separators.
const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;

/**
 * `text` as one line: without control characters, and each run of line breaks a space. For the
 * values a writer puts out as they stand, such as a calendar's name, which ical-generator does
 * not escape: a line break there would start a line of the file's own (decision 0127).
 */
export function asOneLine(text: string): string {
  return withoutControlCharacters(text).replace(LINE_BREAKS, " ");
}

/** An address as a file may carry it: without control characters or white space anywhere. */
export function asAddress(text: string): string {
  return withoutControlCharacters(text).replace(/\s+/g, "");
}
