import { createHmac, randomBytes } from "node:crypto";

// The site's abuse limits (the room's questions, votes and check-ins from phones with no account,
// the organisers' invitations, sign-ins through the site's server) count a sender by a keyed hash of its network address, kept in this process's memory only and never
// stored: the key is drawn at random, replaced every day (and at every start), and the counts go
// with it, so yesterday's hashes cannot be matched to anything, even by someone holding the
// server's memory today. A write takes its place under the limit before it is made and gives it
// back if it was not made: a refused write costs the address nothing (issue 33 item 3), and
// writes under way at once cannot all slip past the limit together.

const DAY_MS = 86_400_000;
/** Past this many senders in one day the oldest counts are dropped (memory stays bounded). */
const MOST_SENDERS = 20_000;

/** At most `limit` of one kind from one sender in each `windowMs`. */
export interface AbuseLimit {
  kind: string;
  limit: number;
  windowMs: number;
}

export interface AbuseCounter {
  /**
   * Counts one write of `limit.kind` for `sender` and answers how to give it back (when the write
   * was not made), or null when `sender` is at its limit and nothing was counted.
   */
  take(limit: AbuseLimit, sender: string): (() => void) | null;
}

/** A counter whose key is replaced when the day (by `now`, UTC) changes. */
export function createAbuseCounter(now: () => Date): AbuseCounter {
  let day = -1;
  let key = randomBytes(32);
  let hits = new Map<string, number[]>();

  function recent(limit: AbuseLimit, sender: string): { hash: string; times: number[] } {
    const at = now().getTime();
    const today = Math.floor(at / DAY_MS);
    if (today !== day) {
      day = today;
      key = randomBytes(32);
      hits = new Map();
    }
    const hash = createHmac("sha256", key).update(`${limit.kind}\n${sender}`).digest("base64url");
    return { hash, times: (hits.get(hash) ?? []).filter((time) => time > at - limit.windowMs) };
  }

  return {
    take(limit, sender) {
      const { hash, times } = recent(limit, sender);
      if (times.length >= limit.limit) return null;
      const at = now().getTime();
      times.push(at);
      // Re-inserted, so the map's order is the order of last use and the oldest go first.
      hits.delete(hash);
      hits.set(hash, times);
      if (hits.size > MOST_SENDERS) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return () => {
        const index = times.indexOf(at);
        if (index >= 0) times.splice(index, 1);
      };
    },
  };
}
