/** A fixed rate-limit window: `bucket` names the limited operation, `key` the email or IP. */
export interface RateLimitWindow {
  bucket: string;
  key: string;
  windowStart: Date;
}

/** Abuse-limit counters, kept in the database so every process on one DATA_DIR shares them. */
export interface RateLimitStore {
  /**
   * Counts one hit in a rate-limit window unless it already holds `limit` hits, and drops that
   * key's older windows. Returns the hit count before this call, so callers can tell whether
   * the hit was allowed (count < limit). Shared by every process using the same database.
   */
  hitRateLimit(window: RateLimitWindow, limit: number): Promise<number>;
  /** Takes back one hit of a window (an attempt that turned out to succeed); never below zero. */
  refundRateLimitHit(window: RateLimitWindow): Promise<void>;
}
