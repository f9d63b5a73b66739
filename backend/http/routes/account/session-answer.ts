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

/**
 * The answer to every sign-in (email, anonymous, token, OAuth2): 201 with the session model, the
 * session cookie, and, for a page on another host, X-Fallback-Cookies in case its browser drops
 * the cookie, as Appwrite sends.
 */
export function answerNewSession(
  c: Context<BackendEnv>,
  projectId: string,
  { session, token, cookieExpire }: CreatedSession,
): Response {
  c.header("Set-Cookie", sessionCookie(projectId, token, cookieExpire, c.get("secureCookies")));
  if (needsFallback(c)) c.header("X-Fallback-Cookies", fallbackCookiesHeader(projectId, token));
  return c.json(toSessionModel(session, session.id), 201);
}

/** Clears the session cookie and, where one was sent, the SDK's localStorage copy, as Appwrite does on sign-out. */
export function signOut(c: Context<BackendEnv>, projectId: string): void {
  c.header("Set-Cookie", clearedSessionCookie(projectId, c.get("secureCookies")));
  if (needsFallback(c)) c.header("X-Fallback-Cookies", fallbackCookiesHeader(projectId, null));
}

function needsFallback(c: Context<BackendEnv>): boolean {
  return sendsFallbackCookies(c.req.url, c.req.header("Origin") ?? c.req.header("Referer"));
}
