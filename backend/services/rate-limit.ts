import type { AccountStore } from "../storage/account-store.ts";
import type { RateLimitWindow } from "../storage/rate-limit-store.ts";

/** An Appwrite abuse limit: at most `limit` attempts per key in each fixed window. */
export interface RateLimitRule {
  /** Names the limited operation, e.g. the SDK operation id. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** The outcome of one attempt, with what Appwrite's X-RateLimit-* headers report. */
export interface RateLimitOutcome {
  isExceeded: boolean;
  limit: number;
  /** Attempts left before this one, as Appwrite reports it. */
  remaining: number;
  /** When the window ends, in Unix seconds. */
  resetAt: number;
}

/**
 * Counts one attempt against `rule` for `key` (an email or an IP). Windows are fixed and aligned
 * to the clock (each hour starts a new one), as Appwrite's TimeLimit does. Counters live in the
 * database, so they survive a restart and every process on the same DATA_DIR shares them.
 */
export async function consumeRateLimit(
  accounts: AccountStore,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<RateLimitOutcome> {
  const window = windowOf(rule, key, now);
  const hitsBefore = await accounts.hitRateLimit(window, rule.limit, now);
  return {
    isExceeded: hitsBefore >= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - hitsBefore),
    resetAt: window.windowEnd.getTime() / 1000,
  };
}

/**
 * Takes back an attempt counted by consumeRateLimit at the same `now`, for limits that count
 * failures only: the attempt is counted before the work (so a flood is refused before it costs
 * anything) and refunded when it succeeds.
 */
export async function refundRateLimit(
  accounts: AccountStore,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<void> {
  await accounts.refundRateLimitHit(windowOf(rule, key, now));
}

/** The window of `rule` holding `now`, aligned to the clock. */
function windowOf(rule: RateLimitRule, key: string, now: Date): RateLimitWindow {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  return {
    bucket: rule.bucket,
    key,
    windowStart: new Date(windowStart * 1000),
    windowEnd: new Date((windowStart + rule.windowSeconds) * 1000),
  };
}
