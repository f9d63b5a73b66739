import type { Database } from "better-sqlite3";
import type { RateLimitStore, RateLimitWindow } from "../rate-limit-store.ts";
import type { GroupCommit } from "./group-commit.ts";

/**
 * The SQLite RateLimitStore, on the account_rate_limits table. A hit is counted once the group
 * commit has it on disk: an attempt is let through only when its count survives a crash.
 */
export function createSqliteRateLimitStore(db: Database, group: GroupCommit): RateLimitStore {
  const rateLimitHits = db.prepare<[string, string, number], { hits: number }>(
    "SELECT hits FROM account_rate_limits WHERE bucket = ? AND key = ? AND window_start = ?",
  );
  const countRateLimitHit = db.prepare<[string, string, number]>(
    `INSERT INTO account_rate_limits (bucket, key, window_start, hits) VALUES (?, ?, ?, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = hits + 1`,
  );
  const uncountRateLimitHit = db.prepare<[string, string, number]>(
    `UPDATE account_rate_limits SET hits = hits - 1
     WHERE bucket = ? AND key = ? AND window_start = ? AND hits > 0`,
  );
  const dropOldRateLimitWindows = db.prepare<[string, string, number]>(
    "DELETE FROM account_rate_limits WHERE bucket = ? AND key = ? AND window_start < ?",
  );

  // In the group commit's IMMEDIATE transaction, as a session's creation (see session-store.ts).
  const countHit = (window: RateLimitWindow, limit: number) => {
    const windowStart = Math.floor(window.windowStart.getTime() / 1000);
    const hitsBefore = rateLimitHits.get(window.bucket, window.key, windowStart)?.hits ?? 0;
    if (hitsBefore < limit) countRateLimitHit.run(window.bucket, window.key, windowStart);
    dropOldRateLimitWindows.run(window.bucket, window.key, windowStart);
    return hitsBefore;
  };

  return {
    async hitRateLimit(window, limit) {
      return group.write(() => countHit(window, limit));
    },
    async refundRateLimitHit(window) {
      const windowStart = Math.floor(window.windowStart.getTime() / 1000);
      await group.write(() => uncountRateLimitHit.run(window.bucket, window.key, windowStart));
    },
  };
}
