import type { Context } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { BackendEnv } from "../../context.ts";
import { perHour, rateLimit } from "./rate-limit.ts";

/**
 * Appwrite's limit on writes that name no abuse limit of their own, as its document writes have
 * it (APP_LIMIT_WRITE_RATE_DEFAULT * 2 = 120 per APP_LIMIT_WRITE_RATE_PERIOD_DEFAULT = 60 s, key
 * ip, method, url and user). Profile updates fire realtime events, so without it one member
 * could make every listener's socket busy (0015-realtime-limits.md).
 */
export function writeLimit(deps: BackendDeps, operation: string) {
  const scale = deps.config.rateLimits.otherAccountLimitsScale ?? 1;
  const rule = { bucket: operation, limit: 120 * scale, windowSeconds: 60 };
  return rateLimit(deps, rule, (c) => `${c.get("clientGroup")}|${byCaller(c)}`);
}

/** Picks the key an abuse limit counts by from the request. */
type KeyOf = (c: Context<BackendEnv>) => string;

/**
 * One of Appwrite's hourly abuse limits for an account operation (its `abuse-limit` label),
 * scaled by the otherAccountLimitsScale setting, counted per key. Appwrite puts several keys on
 * some operations (per email and per IP): each is its own middleware with its own bucket.
 */
export function abuseLimit(
  deps: BackendDeps,
  operation: string,
  appwriteLimit: number,
  keyOf: KeyOf,
) {
  const scale = deps.config.rateLimits.otherAccountLimitsScale ?? 1;
  return rateLimit(deps, perHour(operation, appwriteLimit * scale), keyOf);
}

/** Counts by the client's IP address (an IPv6 client by its /64). */
export const byIp: KeyOf = (c) => c.get("clientGroup");

/** Counts by the signed-in user (the IP for guests, whom the route then refuses anyway). */
export const byCaller: KeyOf = (c) => c.get("caller").user?.id ?? c.get("clientGroup");

/** Counts by a body param, in any letter case: an email, a phone number, a user id. */
export function byParam(name: string): KeyOf {
  return (c) => {
    const value = c.get("body")[name];
    return typeof value === "string" ? value.toLowerCase() : "";
  };
}

/** Counts by the client's IP and a body param together (Appwrite's `ip:{ip},userId:{param-userId}`). */
export function byIpAndParam(name: string): KeyOf {
  const param = byParam(name);
  return (c) => `${c.get("clientGroup")}|${param(c)}`;
}
