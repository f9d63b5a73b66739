import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { BackendDeps } from "../../../backend-deps.ts";
import { siteOrigins } from "../../../security/site-origins.ts";
import { ATTEMPT_LIFETIME_MS } from "../../../services/account/oauth2-attempt.ts";
import {
  completeOAuth2SignIn,
  oauth2DepsOf,
  startOAuth2SignIn,
  type OAuth2Deps,
} from "../../../services/account/oauth2.ts";
import { arrayParam } from "../../array-params.ts";
import type { BackendEnv } from "../../context.ts";
import { fallbackCookiesHeader, sessionCookie } from "../../../requests/session-cookie.ts";
import { perHour, rateLimit } from "./rate-limit.ts";

/** Appwrite's abuse limit on the OAuth2 routes: 50 an hour per IP. */
const OAUTH2_LIMIT = 50;
/** The cookie carrying a sign-in attempt; its path covers the redirect route below. */
const ATTEMPT_COOKIE_PATH = "/v1/account/sessions/oauth2";
// Redirects must not be cached: each carries a one-time state or secret.
const noStore = {
  "Cache-Control": "no-store, no-cache, must-revalidate, max-age=0",
  Pragma: "no-cache",
};

/**
 * GET /account/sessions/oauth2/:provider (accountCreateOAuth2Session) and the redirect route the
 * provider's callback leads to, where the sign-in is completed. Mounted at
 * /v1/account/sessions/oauth2.
 */
export function oauth2SessionRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const oauth2Deps = oauth2DepsOf(deps);
  const { projectId, publicUrl } = deps.config;
  const startLimit = rateLimit(
    deps,
    perHour("accountCreateOAuth2Session", OAUTH2_LIMIT),
    clientGroup,
  );
  const returnLimit = rateLimit(deps, perHour("accountOAuth2Redirect", OAUTH2_LIMIT), clientGroup);
  return new Hono<BackendEnv>()
    .get("/:provider", startLimit, (c) => redirectToProvider(c, deps, oauth2Deps, false))
    .get("/:provider/redirect", returnLimit, async (c) => {
      const provider = c.req.param("provider");
      // The redirect_uri of the code exchange: the one the sign-in started with, on PUBLIC_URL.
      const callbackUrl = new URL(callbackPath(provider, projectId), publicUrl);
      callbackUrl.search = new URL(c.req.url).search;
      callbackUrl.searchParams.delete("project");
      const outcome = await completeOAuth2SignIn(oauth2Deps, c.get("caller"), {
        provider,
        sealedAttempt: getCookie(c, attemptCookieName(projectId)),
        callbackUrl,
        client: { ip: c.get("clientIp"), userAgent: c.req.header("User-Agent") ?? "" },
      });
      const headers = new Headers(noStore);
      headers.append("Set-Cookie", attemptCookie(projectId, "", 0, c.get("secureCookies")));
      if (outcome.created) {
        const { token, cookieExpire } = outcome.created;
        const cookie = sessionCookie(projectId, token, cookieExpire, c.get("secureCookies"));
        headers.append("Set-Cookie", cookie);
        headers.set("X-Fallback-Cookies", fallbackCookiesHeader(projectId, token));
      }
      headers.set("Location", outcome.redirect);
      return new Response(null, { status: 301, headers });
    });
}

/** GET /account/tokens/oauth2/:provider (accountCreateOAuth2Token), mounted at /v1/account/tokens/oauth2. */
export function oauth2TokenRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const oauth2Deps = oauth2DepsOf(deps);
  const limit = rateLimit(deps, perHour("accountCreateOAuth2Token", OAUTH2_LIMIT), clientGroup);
  return new Hono<BackendEnv>().get("/:provider", limit, (c) =>
    redirectToProvider(c, deps, oauth2Deps, true),
  );
}

/**
 * The provider sends the browser back to /v1/account/sessions/oauth2/callback/:provider/:projectId
 * with no project header, so this answers before the project check (see app.ts) and, as
 * Appwrite does, only forwards every query value to the redirect route, naming the project.
 */
export function oauth2CallbackRoutes(publicUrl: string): Hono<BackendEnv> {
  return new Hono<BackendEnv>().get("/:provider/:projectId", (c) => {
    const { provider, projectId } = c.req.param();
    const target = new URL(
      `/v1/account/sessions/oauth2/${encodeURIComponent(provider)}/redirect`,
      publicUrl,
    );
    target.search = new URL(c.req.url).search;
    target.searchParams.set("project", projectId);
    return new Response(null, {
      status: 301,
      headers: { ...noStore, Location: target.toString() },
    });
  });
}

async function redirectToProvider(
  c: Context<BackendEnv>,
  deps: BackendDeps,
  oauth2Deps: OAuth2Deps,
  isTokenFlow: boolean,
): Promise<Response> {
  const { projectId, publicUrl } = deps.config;
  const provider = c.req.param("provider") ?? "";
  const { providerUrl, sealedAttempt } = await startOAuth2SignIn(oauth2Deps, {
    provider,
    success: c.req.query("success"),
    failure: c.req.query("failure"),
    scopes: arrayParam(new URL(c.req.url).searchParams, "scopes"),
    isTokenFlow,
    // Built on PUBLIC_URL: the Host header must not choose where the provider sends the code.
    redirectUri: new URL(callbackPath(provider, projectId), publicUrl).toString(),
    defaultRedirect: `${publicUrl}/`,
    allowedOrigins: siteOrigins(deps.config),
  });
  const cookie = attemptCookie(
    projectId,
    sealedAttempt,
    ATTEMPT_LIFETIME_MS / 1000,
    c.get("secureCookies"),
  );
  return new Response(null, {
    status: 301,
    headers: { ...noStore, "Set-Cookie": cookie, Location: providerUrl.toString() },
  });
}

function callbackPath(provider: string, projectId: string): string {
  return `/v1/account/sessions/oauth2/callback/${encodeURIComponent(provider)}/${encodeURIComponent(projectId)}`;
}

function attemptCookieName(projectId: string): string {
  return `a_oauth2_${projectId}`;
}

/**
 * The attempt cookie: HttpOnly, and SameSite=Lax because the provider brings the browser back
 * with a cross-site top-level GET, which Lax cookies accompany and Strict ones would not.
 */
function attemptCookie(
  projectId: string,
  value: string,
  maxAgeSeconds: number,
  https: boolean,
): string {
  const attributes = [
    `${attemptCookieName(projectId)}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${ATTEMPT_COOKIE_PATH}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (https) attributes.push("Secure");
  return attributes.join("; ");
}

/** What the OAuth2 limits count by: the client's address, an IPv6 one by its /64. */
function clientGroup(c: Context<BackendEnv>): string {
  return c.get("clientGroup");
}
