import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../../backend-deps.ts";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import {
  consumeRateLimit,
  refundRateLimit,
  type RateLimitOutcome,
  type RateLimitRule,
} from "../../../services/rate-limit.ts";
import type { BackendEnv } from "../../context.ts";
import { jsonError } from "../../middleware/error-response.ts";

/** An hourly limit, the window every Appwrite account limit uses. */
export function perHour(bucket: string, limit: number): RateLimitRule {
  return { bucket, limit, windowSeconds: 3600 };
}

/** A limit and the request key it counts by (an address, a client IP, both together). */
export interface KeyedRule {
  rule: RateLimitRule;
  keyOf: (c: Context<BackendEnv>) => string;
}

/**
 * Applies an Appwrite abuse limit to one route, before its handler: every attempt counts, even
 * one that then fails. Over the limit the answer is 429 general_rate_limit_exceeded; every answer
 * carries X-RateLimit-Limit, -Remaining and -Reset, as Appwrite's do. A request holding a key
 * is never limited: Appwrite applies its abuse limits to clients, not to app users (shared/api.php),
 * so a site's server signing its visitors in counts their attempts itself (decision 0148).
 */
export function rateLimit(
  deps: BackendDeps,
  rule: RateLimitRule,
  keyOf: (c: Context<BackendEnv>) => string,
) {
  return createMiddleware<BackendEnv>(async (c, next) => {
    if (c.get("caller").key) return next();
    const outcome = await consumeRateLimit(deps.store.accounts, rule, keyOf(c), deps.config.now());
    const headers = headersOf(outcome);
    if (outcome.isExceeded) {
      return jsonError(new AppwriteError("general_rate_limit_exceeded"), headers);
    }
    await next();
    // Set after the handler so error answers (written by the error middleware) carry them too.
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
}

/**
 * Limits failed attempts only (docs/decisions/0013-sign-in-limits.md): each attempt is counted
 * against every rule before the handler runs, so a flood is refused before it costs a password
 * hash, and handed back when the handler succeeds. Over any rule: 429, nothing runs, nothing is
 * counted. The headers report the first rule.
 */
export function failureLimit(deps: BackendDeps, rules: readonly KeyedRule[]) {
  return createMiddleware<BackendEnv>(async (c, next) => {
    if (c.get("caller").key) return next();
    const now = deps.config.now();
    const counted: { rule: RateLimitRule; key: string }[] = [];
    const refundAll = () =>
      Promise.all(
        counted.map(({ rule, key }) => refundRateLimit(deps.store.accounts, rule, key, now)),
      );
    let first: RateLimitOutcome | undefined;
    for (const { rule, keyOf } of rules) {
      const key = keyOf(c);
      const outcome = await consumeRateLimit(deps.store.accounts, rule, key, now);
      first ??= outcome;
      if (outcome.isExceeded) {
        await refundAll();
        return jsonError(new AppwriteError("general_rate_limit_exceeded"), headersOf(first));
      }
      counted.push({ rule, key });
    }
    await next();
    if (c.res.status < 400) await refundAll();
    if (first)
      for (const [name, value] of Object.entries(headersOf(first))) c.res.headers.set(name, value);
  });
}

function headersOf(outcome: RateLimitOutcome): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(outcome.limit),
    "X-RateLimit-Remaining": String(outcome.remaining),
    "X-RateLimit-Reset": String(outcome.resetAt),
  };
}
