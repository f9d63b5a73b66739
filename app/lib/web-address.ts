// An address a page may link to as a way out: absolute, on the web, and nothing a browser would
// run instead of follow. `javascript:`, `data:` and `vbscript:` run script or show a page the
// club never chose; a relative or protocol-relative address ("/x", "//x") stays on, or leaves
// to wherever, depending on the page it is in (decision 0127).

/** Exactly `http://` or `https://`, then a host, with no white space or control character. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\]/i;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const INVISIBLE = /[\s\u0000-\u001F\u007F-\u009F]/u;

/** Whether `text` is an absolute http:// or https:// address with a host. */
export function isWebAddress(text: string): boolean {
  if (!WEB_ADDRESS.test(text) || INVISIBLE.test(text) || !URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === "http:" || protocol === "https:") && hostname !== "";
}
