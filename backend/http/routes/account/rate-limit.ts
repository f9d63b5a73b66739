import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../../backend-deps.ts";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import { consumeRateLimit, type RateLimitRule } from "../../../services/rate-limit.ts";
import type { BackendEnv } from "../../context.ts";
import { jsonError } from "../../middleware/error-response.ts";

/** An hourly limit, the window every Appwrite account limit uses. */
export function perHour(bucket: string, limit: number): RateLimitRule {
  return { bucket, limit, windowSeconds: 3600 };
}

/**
 * Applies an Appwrite abuse limit to one route, before its handler: every attempt counts, even
 * one that then fails. Over the limit the answer is 429 general_rate_limit_exceeded; every answer
 * carries X-RateLimit-Limit, -Remaining and -Reset, as Appwrite's do.
 */
export function rateLimit(
  deps: BackendDeps,
  rule: RateLimitRule,
  keyOf: (c: Context<BackendEnv>) => string,
) {
  return createMiddleware<BackendEnv>(async (c, next) => {
    const outcome = await consumeRateLimit(deps.store.accounts, rule, keyOf(c), deps.config.now());
    const headers = {
      "X-RateLimit-Limit": String(outcome.limit),
      "X-RateLimit-Remaining": String(outcome.remaining),
      "X-RateLimit-Reset": String(outcome.resetAt),
    };
    if (outcome.isExceeded) {
      return jsonError(new AppwriteError("general_rate_limit_exceeded"), headers);
    }
    await next();
    // Set after the handler so error answers (written by the error middleware) carry them too.
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
}
