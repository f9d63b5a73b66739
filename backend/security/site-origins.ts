/**
 * The web origins (scheme, host and port) the backend trusts: the site's public address and
 * each configured platform. Links in emails, OAuth2 redirects and browser calls are held to
 * them, never to a request header, which any client can forge.
 */

// Appwrite treats these spellings of the loopback interface as one host (its Platform's
// LOOPBACK_ALIASES): a site opened at http://localhost:3000 is the one PUBLIC_URL calls
// http://127.0.0.1:3000. Only loopback is aliased, and only with the same scheme and port.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The allowed origins: the public address first, then the platforms (ALLOWED_ORIGINS). */
export function siteOrigins(config: {
  publicUrl: string;
  allowedOrigins: readonly string[];
}): string[] {
  return [...new Set([config.publicUrl, ...config.allowedOrigins].map(originOf))];
}

/** Whether an Origin header (or any origin string) is one of `allowed`, by scheme, host and port. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const url = parseHttpUrl(origin);
  return url !== null && url.origin === origin && isOnAllowedOrigin(url, allowed);
}

/** Whether `value` is an absolute http(s) URL on one of the `allowed` origins. */
export function isAllowedUrl(value: string, allowed: readonly string[]): boolean {
  const url = parseHttpUrl(value);
  return url !== null && isOnAllowedOrigin(url, allowed);
}

function isOnAllowedOrigin(url: URL, allowed: readonly string[]): boolean {
  const candidate = comparable(url);
  return allowed.some((origin) => {
    const allowedUrl = parseHttpUrl(origin);
    return allowedUrl !== null && comparable(allowedUrl) === candidate;
  });
}

/** The origin with a loopback host spelled one way. */
function comparable(url: URL): string {
  const host = LOOPBACK_HOSTS.has(url.hostname) ? "localhost" : url.hostname;
  return `${url.protocol}//${host}:${url.port}`;
}

function parseHttpUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

function originOf(value: string): string {
  return new URL(value).origin;
}
