import type { Context } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { BackendEnv } from "../../context.ts";
import { perHour, rateLimit } from "./rate-limit.ts";

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

/** Counts by the client's IP address. */
export const byIp: KeyOf = (c) => c.get("clientIp");

/** Counts by the signed-in user (the IP for guests, whom the route then refuses anyway). */
export const byCaller: KeyOf = (c) => c.get("caller").user?.id ?? c.get("clientIp");

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
  return (c) => `${c.get("clientIp")}|${param(c)}`;
}
