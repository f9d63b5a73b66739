import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../backend-deps.ts";
import { mfaDepsOf, requireEnoughFactors } from "../../services/account/mfa.ts";
import type { BackendEnv } from "../context.ts";

/**
 * The routes a session still owing a factor may call: Appwrite's "mfa" route group, which
 * lets the user finish signing in (list factors, create and complete a challenge) or give up
 * (delete the session). Paths are relative to /v1.
 */
const routesWithoutFactorCheck: readonly { method: string; path: RegExp }[] = [
  { method: "GET", path: /^\/account\/mfa\/factors$/ },
  { method: "POST", path: /^\/account\/mfa\/challenges?$/ },
  { method: "PUT", path: /^\/account\/mfa\/challenges?$/ },
  { method: "DELETE", path: /^\/account\/sessions\/[^/]+$/ },
];

/**
 * After the session is resolved: a session of a user with MFA on that has proven fewer than
 * two factors gets 401 user_more_factors_required on every other route, as Appwrite answers,
 * until a challenge is completed.
 */
export function requireMfaFactors(deps: BackendDeps) {
  const mfaDeps = mfaDepsOf(deps);
  return createMiddleware<BackendEnv>(async (c, next) => {
    const path = c.req.path.replace(/^\/v1/, "");
    const isExempt = routesWithoutFactorCheck.some(
      (route) => route.method === c.req.method && route.path.test(path),
    );
    if (!isExempt) await requireEnoughFactors(mfaDeps, c.get("caller"));
    await next();
  });
}
