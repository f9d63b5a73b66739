// Public pages may sit in a shared cache for a minute: meetings change rarely, and the relative
// times on them keep ticking in the browser anyway.
const PUBLIC_CACHE = "public, max-age=60";

/**
 * The Content-Security-Policy of a page served with `nonce`. Scripts and style elements run only
 * from this origin or with the nonce; the browser may talk to this origin and, when the site uses
 * an Appwrite on another domain, to that one (https for the API, wss for realtime).
 */
export function contentSecurityPolicy(nonce: string, publicEndpoint: string | null): string {
  const connect = ["'self'"];
  if (publicEndpoint !== null) {
    const api = new URL(publicEndpoint);
    connect.push(api.origin, `${api.protocol === "https:" ? "wss:" : "ws:"}//${api.host}`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
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
  page: { nonce: string; publicEndpoint: string | null; pathname: string },
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(page.nonce, page.publicEndpoint));
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (!headers.has("Cache-Control")) {
    const isPrivate = status >= 500 || /^\/admin([/.]|$)/.test(page.pathname);
    headers.set("Cache-Control", isPrivate ? "no-store" : PUBLIC_CACHE);
  }
}
