import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../backend-deps.ts";
import { accountDepsOf } from "../../services/accounts.ts";
import { guestCaller } from "../../services/caller.ts";
import { authenticateJwt } from "../../services/jwts.ts";
import { authenticateSession } from "../../services/sessions.ts";
import type { BackendEnv } from "../context.ts";
import { findSessionToken } from "../session-cookie.ts";

/**
 * Sets c.get("caller") from the session the request carries (cookie, X-Appwrite-Session or
 * X-Fallback-Cookies), and c.get("clientIp") from the socket. A missing, unknown or expired
 * session is a guest, as in Appwrite, never an error. An X-Appwrite-JWT header stands in for
 * the session, and a bad one is 401 user_jwt_invalid (services/jwts.ts).
 */
export function resolveSession(deps: BackendDeps) {
  const accountDeps = accountDepsOf(deps);
  return createMiddleware<BackendEnv>(async (c, next) => {
    c.set("clientIp", socketAddress(c));
    const jwt = c.req.header("X-Appwrite-JWT");
    if (jwt) {
      c.set("caller", await authenticateJwt(accountDeps, jwt));
      await next();
      return;
    }
    const token = findSessionToken(
      {
        cookies: getCookie(c),
        sessionHeader: c.req.header("X-Appwrite-Session"),
        fallbackCookies: c.req.header("X-Fallback-Cookies"),
      },
      deps.config.projectId,
    );
    c.set("caller", token ? await authenticateSession(accountDeps, token) : guestCaller);
    await next();
  });
}

/**
 * The peer address of the TCP connection. X-Forwarded-For is not trusted: any client can send
 * it, and rate limits keyed on it would be trivial to dodge. Requests that did not come through
 * the Node server (app.request in tests) have no socket and are "unknown".
 */
function socketAddress(c: Context<BackendEnv>): string {
  if (!hasNodeBindings(c.env)) return "unknown";
  return getConnInfo(c).remote.address ?? "unknown";
}

function hasNodeBindings(env: unknown): boolean {
  return typeof env === "object" && env !== null && ("incoming" in env || "server" in env);
}
