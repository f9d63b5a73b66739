import type { Context } from "hono";
import type { CreatedSession } from "../../../services/account/sessions.ts";
import type { BackendEnv } from "../../context.ts";
import {
  clearedSessionCookie,
  fallbackCookiesHeader,
  sendsFallbackCookies,
  sessionCookie,
} from "../../../requests/session-cookie.ts";
import { toSessionModel } from "../../../models/account-models.ts";
import { encodeSessionToken } from "../../../security/session-token.ts";

/**
 * The answer to every sign-in (email, anonymous, token, OAuth2): 201 with the session model, the
 * session cookie, and, for a page on another host, X-Fallback-Cookies in case its browser drops
 * the cookie, as Appwrite sends. A server holding a key gets the session's secret in the answer
 * (Appwrite's `secret` for app users), which it keeps in its own cookie and sends back as
 * X-Appwrite-Session: how a site's server signs its users in (decision 0148).
 */
export function answerNewSession(
  c: Context<BackendEnv>,
  projectId: string,
  { session, token, cookieExpire }: CreatedSession,
): Response {
  c.header("Set-Cookie", sessionCookie(projectId, token, cookieExpire, c.get("secureCookies")));
  if (needsFallback(c)) c.header("X-Fallback-Cookies", fallbackCookiesHeader(projectId, token));
  const model = toSessionModel(session, session.id);
  const secret = c.get("caller").key ? encodeSessionToken(token) : "";
  return c.json({ ...model, secret }, 201);
}

/** Clears the session cookie and, where one was sent, the SDK's localStorage copy, as Appwrite does on sign-out. */
export function signOut(c: Context<BackendEnv>, projectId: string): void {
  c.header("Set-Cookie", clearedSessionCookie(projectId, c.get("secureCookies")));
  if (needsFallback(c)) c.header("X-Fallback-Cookies", fallbackCookiesHeader(projectId, null));
}

function needsFallback(c: Context<BackendEnv>): boolean {
  return sendsFallbackCookies(c.req.url, c.req.header("Origin") ?? c.req.header("Referer"));
}
