/**
 * A fixed rate-limit window: `bucket` names the limited operation, `key` the email or IP it
 * counts (stored only as a keyed digest), `windowEnd` when its count stops mattering.
 */
export interface RateLimitWindow {
  bucket: string;
  key: string;
  windowStart: Date;
  windowEnd: Date;
}

/** Abuse-limit counters, kept in the database so every process on one DATA_DIR shares them. */
export interface RateLimitStore {
  /**
   * Counts one hit in a rate-limit window unless it already holds `limit` hits, and drops every
   * window that has ended by `now`. Returns the hit count before this call, so callers can tell
   * whether the hit was allowed (count < limit). Shared by every process using the same database.
   */
  hitRateLimit(window: RateLimitWindow, limit: number, now: Date): Promise<number>;
  /** Takes back one hit of a window (an attempt that turned out to succeed); never below zero. */
  refundRateLimitHit(window: RateLimitWindow): Promise<void>;
  /** Drops every window that has ended by `now` (at start: a server stopped for a while). */
  dropEndedRateLimitWindows(now: Date): Promise<void>;
}
