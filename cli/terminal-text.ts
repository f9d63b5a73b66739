// ESC sequences as terminals read them: CSI (ESC [ … final byte), OSC/DCS/SOS/PM/APC strings
// (ended by BEL or ESC \), and two-byte escapes. C1 controls (U+0080–U+009F) act like ESC plus
// a byte in many terminals, so their 8-bit CSI and OSC forms are removed whole too.
// Matching control characters is this module's whole job, hence the two lint exceptions.
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u007e]?/g;
// What is left: C0 controls, DEL, C1 controls, and the bidirectional overrides and isolates
// that can make a terminal show text in another order than it is stored.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every terminal control removed, for printing values users chose (names, emails)
 * to an organiser's terminal: a name must not move the cursor, clear the screen, retitle the
 * window, hide a line or plant a clickable link.
 */
export function printableText(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, "").replace(CONTROL_CHARACTER, "");
}
