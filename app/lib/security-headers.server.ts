import type { InlineHashes } from "./inline-hashes.server.ts";

// Public pages may be stored, but every use is checked with the server first: an edit shows on the
// very next visit, and an unchanged page costs a 304 (the page cache gives them ETags).
const PUBLIC_CACHE = "public, no-cache";

/** What lets a page's inline scripts and styles run: this response's nonce, or their hashes. */
export type InlineSources = { nonce: string } | { hashes: InlineHashes };

/**
 * The Content-Security-Policy of a page. Scripts and style elements run only from this origin or
 * with the nonce (or, for a cached page, when their hash is listed); the browser may talk to this
 * origin and, when the site uses an Appwrite on another domain, to that one (https for the API,
 * wss for realtime), and show pictures from it (flyers, the mascot: Appwrite's storage views).
 */
export function contentSecurityPolicy(
  inline: InlineSources,
  publicEndpoint: string | null,
): string {
  const [scripts, styles] =
    "nonce" in inline
      ? [[`'nonce-${inline.nonce}'`], [`'nonce-${inline.nonce}'`]]
      : [inline.hashes.scripts, inline.hashes.styles];
  const connect = ["'self'"];
  const images = ["'self'", "data:"];
  if (publicEndpoint !== null) {
    const api = new URL(publicEndpoint);
    connect.push(api.origin, `${api.protocol === "https:" ? "wss:" : "ws:"}//${api.host}`);
    images.push(api.origin);
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    ["style-src 'self'", ...styles].join(" "),
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The site's own pages only: Club settings previews the home page in a frame (0114).
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * Adds the security headers every page and data response carries, and the public cache policy
 * unless the route chose its own. Server errors and the admin area are never cached: an organiser's
 * screens must never be served from a shared cache, even as an empty shell.
 */
export function applySecurityHeaders(
  headers: Headers,
  status: number,
  page: { inline: InlineSources; publicEndpoint: string | null; pathname: string },
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(page.inline, page.publicEndpoint));
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (!headers.has("Cache-Control")) {
    const isPrivate = status >= 500 || /^\/admin([/.]|$)/.test(page.pathname);
    headers.set("Cache-Control", isPrivate ? "no-store" : PUBLIC_CACHE);
  }
}
