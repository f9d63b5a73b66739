import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../backend-deps.ts";
import { accountDepsOf } from "../../services/account/account-deps.ts";
import { authenticateJwt } from "../../services/account/jwts.ts";
import { authenticateSession } from "../../services/account/sessions.ts";
import { guestCaller, type Caller } from "../../services/caller.ts";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { ApiKeys } from "../../security/api-keys.ts";
import { createClientResolver, limitGroupOf } from "../../requests/client-address.ts";
import type { BackendEnv } from "../context.ts";
import { nodeRequestOf } from "../node-request.ts";
import { findSessionToken, sendsFallbackCookies } from "../../requests/session-cookie.ts";

/**
 * Sets c.get("caller") from the session the request carries (cookie, X-Appwrite-Session or
 * X-Fallback-Cookies), and c.get("clientIp") and c.get("secureCookies") from the connection
 * (client-address.ts: the socket peer, or what trusted proxies say). A missing, unknown or
 * expired session is a guest, as in Appwrite, never an error. An X-Appwrite-JWT header stands
 * in for the session, and a bad one is 401 user_jwt_invalid (services/account/jwts.ts).
 * An X-Appwrite-Key makes the caller the server (decision 0128).
 */
export function resolveSession(deps: BackendDeps) {
  const accountDeps = accountDepsOf(deps);
  const resolveClient = createClientResolver(deps.config.trustProxy);
  const isPublicUrlHttps = new URL(deps.config.publicUrl).protocol === "https:";
  return createMiddleware<BackendEnv>(async (c, next) => {
    // Requests that did not come through the Node server have no socket.
    const incoming = nodeRequestOf(c.env);
    const client = incoming ? resolveClient(incoming) : null;
    c.set("clientIp", client?.address ?? "unknown");
    c.set("clientGroup", limitGroupOf(client?.address ?? "unknown"));
    c.set("isSiteServer", incoming === null);
    // With an https PUBLIC_URL cookies are Secure whatever the request says: behind a TLS
    // proxy every request reaches this server as plain http.
    c.set("secureCookies", isPublicUrlHttps || client?.protocol === "https");
    const key = c.req.header("X-Appwrite-Key");
    if (key !== undefined) {
      c.set(
        "caller",
        keyCaller(deps.apiKeys, key, hasSession(c.req.header.bind(c.req), getCookie(c))),
      );
      await next();
      return;
    }
    const jwt = c.req.header("X-Appwrite-JWT");
    if (jwt) {
      c.set("caller", await authenticateJwt(accountDeps, jwt));
      await next();
      return;
    }
    const sessionHeader = c.req.header("X-Appwrite-Session");
    const fallbackCookies = c.req.header("X-Fallback-Cookies");
    const token = findSessionToken(
      { cookies: getCookie(c), sessionHeader, fallbackCookies },
      deps.config.projectId,
    );
    c.set("caller", token ? await authenticateSession(accountDeps, token) : guestCaller);
    await next();
    const page = c.req.header("Origin") ?? c.req.header("Referer");
    if (isStaleFallbackCopy(c.req.url, page, fallbackCookies)) {
      // Versions before decision 0068 sent the site's own pages the session in this header, and
      // the SDK keeps it in localStorage, readable by page scripts: "[]" makes the SDK overwrite it.
      c.header("X-Fallback-Cookies", "[]");
    }
  });
}

/**
 * The caller a key makes, as Appwrite 1.7 decides it (shared/api.php): an unknown secret is
 * user_unauthorized, and a key beside a session user_api_key_and_session_set.
 */
function keyCaller(apiKeys: ApiKeys, secret: string, withSession: boolean): Caller {
  const key = apiKeys.find(secret);
  if (!key) throw new AppwriteError("user_unauthorized");
  if (withSession) throw new AppwriteError("user_api_key_and_session_set");
  return { user: null, sessionId: null, key };
}

function hasSession(
  header: (name: string) => string | undefined,
  cookies: Record<string, string>,
): boolean {
  return (
    header("X-Appwrite-Session") !== undefined ||
    header("X-Appwrite-JWT") !== undefined ||
    Object.keys(cookies).some((name) => name.startsWith("a_session_"))
  );
}

function isStaleFallbackCopy(
  url: string,
  origin: string | undefined,
  fallbackCookies: string | undefined,
): boolean {
  const isCopy =
    fallbackCookies !== undefined && fallbackCookies !== "" && fallbackCookies !== "[]";
  return isCopy && origin !== undefined && !sendsFallbackCookies(url, origin);
}
