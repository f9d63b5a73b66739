import { decodeSessionToken, encodeSessionToken } from "../security/session-token.ts";
import type { SessionToken } from "../security/session-token.ts";

/** Appwrite's session cookie name for a project; `<name>_legacy` is read too. */
export function sessionCookieName(projectId: string): string {
  return `a_session_${projectId}`;
}

/** Where a request may carry its session, in the order Appwrite looks. */
export interface SessionCarriers {
  /** Request cookies by name. */
  cookies: Readonly<Record<string, string>>;
  /** X-Appwrite-Session: the token itself, sent by server-side clients. */
  sessionHeader: string | undefined;
  /** X-Fallback-Cookies: a JSON object of cookie name to value, kept by the web SDK in localStorage. */
  fallbackCookies: string | undefined;
}

/**
 * The session token a request carries: the cookie (or its legacy twin), else X-Appwrite-Session,
 * else the X-Fallback-Cookies entry for the cookie name. Malformed values are skipped: the
 * caller is then a guest, never an error.
 */
export function findSessionToken(
  carriers: SessionCarriers,
  projectId: string,
): SessionToken | null {
  const name = sessionCookieName(projectId);
  const candidates = [
    carriers.cookies[name],
    carriers.cookies[`${name}_legacy`],
    carriers.sessionHeader,
    fallbackCookie(carriers.fallbackCookies, name),
  ];
  for (const candidate of candidates) {
    const token = candidate ? decodeSessionToken(candidate) : null;
    if (token) return token;
  }
  return null;
}

function fallbackCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    // A garbled localStorage value only means this request has no fallback session.
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const value: unknown = Reflect.get(parsed, name);
  return typeof value === "string" ? value : undefined;
}

/**
 * The Set-Cookie value for a new session: HttpOnly so page scripts cannot read it, SameSite=Lax
 * because the site and its API share one origin (pages on other hosts also get the
 * X-Fallback-Cookies path, see sendsFallbackCookies), and Secure when the site is on https (see
 * middleware/session.ts).
 */
export function sessionCookie(
  projectId: string,
  token: SessionToken,
  expire: Date,
  isHttps: boolean,
): string {
  return serializeCookie(sessionCookieName(projectId), encodeSessionToken(token), expire, isHttps);
}

/** The Set-Cookie value that removes the session cookie (an empty value, expired long ago). */
export function clearedSessionCookie(projectId: string, isHttps: boolean): string {
  return serializeCookie(sessionCookieName(projectId), "", new Date(0), isHttps);
}

/**
 * The X-Fallback-Cookies response header Appwrite sends: {"a_session_<projectId>": token} on
 * sign-in, and [] on sign-out. The web SDK stores it in localStorage and sends it back when a
 * browser refuses the cookie.
 */
export function fallbackCookiesHeader(projectId: string, token: SessionToken | null): string {
  if (!token) return "[]";
  return JSON.stringify({ [sessionCookieName(projectId)]: encodeSessionToken(token) });
}

/**
 * Whether an answer carries X-Fallback-Cookies. Appwrite sends it only when its domain check
 * fails: the calling page (Origin, else Referer) is not on the API's domain, so the browser may
 * treat the session cookie as a third party's and drop it. When the page is on the API's own
 * host the HttpOnly cookie always comes back, and the header would only put the session secret
 * where page scripts can read it (localStorage). Appwrite compares registrable domains, which
 * needs the public suffix list; an exact host is the same test for the only case that matters
 * here, the site calling its own /v1, and sends the header in every other case, as Appwrite
 * would for localhost and IP addresses (docs/decisions/0068-nobody-learns-who-has-an-account.md).
 */
export function sendsFallbackCookies(apiUrl: string, pageAddress: string | undefined): boolean {
  if (!pageAddress) return true;
  const pageHost = URL.parse(pageAddress)?.hostname;
  return pageHost !== new URL(apiUrl).hostname;
}

function serializeCookie(name: string, value: string, expires: Date, isHttps: boolean): string {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Expires=${expires.toUTCString()}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (isHttps) attributes.push("Secure");
  return attributes.join("; ");
}
