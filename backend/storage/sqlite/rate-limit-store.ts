import type { Database } from "better-sqlite3";
import type { SecretBox } from "../../security/secret-box.ts";
import type { RateLimitStore, RateLimitWindow } from "../rate-limit-store.ts";
import type { GroupCommit } from "./group-commit.ts";

/**
 * The SQLite RateLimitStore, on the account_rate_limits table. A hit is counted once the group
 * commit has it on disk: an attempt is let through only when its count survives a crash.
 * A key (a client's address, an email someone typed) is stored only as a keyed digest, and a
 * window is deleted once it has ended (decision 0127): the file, and every backup of it, holds
 * neither who asked nor, after the hour, that anyone did.
 */
export function createSqliteRateLimitStore(
  db: Database,
  secrets: SecretBox,
  group: GroupCommit,
): RateLimitStore {
  const rateLimitHits = db.prepare<[string, string, number], { hits: number }>(
    "SELECT hits FROM account_rate_limits WHERE bucket = ? AND key = ? AND window_start = ?",
  );
  const countRateLimitHit = db.prepare<[string, string, number, number]>(
    `INSERT INTO account_rate_limits (bucket, key, window_start, window_end, hits)
     VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = hits + 1`,
  );
  const uncountRateLimitHit = db.prepare<[string, string, number]>(
    `UPDATE account_rate_limits SET hits = hits - 1
     WHERE bucket = ? AND key = ? AND window_start = ? AND hits > 0`,
  );
  const dropEndedWindows = db.prepare<[number]>(
    "DELETE FROM account_rate_limits WHERE window_end <= ?",
  );

  // The digest key is derived from the data key, which lives beside the database and not in it
  // (data-key.ts); the purpose prefix keeps these digests apart from the secret box's others.
  const stored = (window: RateLimitWindow) =>
    [
      window.bucket,
      secrets.digest(`rate-limit-key:${window.key}`),
      seconds(window.windowStart),
    ] as const;

  // In the group commit's IMMEDIATE transaction, as a session's creation (see session-store.ts).
  const countHit = (window: RateLimitWindow, limit: number, now: Date) => {
    dropEndedWindows.run(seconds(now));
    const row = stored(window);
    const hitsBefore = rateLimitHits.get(...row)?.hits ?? 0;
    if (hitsBefore < limit) countRateLimitHit.run(...row, seconds(window.windowEnd));
    return hitsBefore;
  };

  return {
    async hitRateLimit(window, limit, now) {
      return group.write(() => countHit(window, limit, now));
    },
    async refundRateLimitHit(window) {
      await group.write(() => uncountRateLimitHit.run(...stored(window)));
    },
    async dropEndedRateLimitWindows(now) {
      await group.write(() => dropEndedWindows.run(seconds(now)));
    },
  };
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
