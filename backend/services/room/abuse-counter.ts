import { createHmac, randomBytes } from "node:crypto";

// The room's abuse limits (questions, votes and check-ins from phones with no account) count a
// sender by a keyed hash of its network address, kept in this process's memory only and never
// stored: the key is drawn at random, replaced every day (and at every start), and the counts go
// with it, so yesterday's hashes cannot be matched to anything, even by someone holding the
// server's memory today.

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
  /** Counts one attempt of `limit.kind` from `sender`; false when it is over the limit. */
  allow(limit: AbuseLimit, sender: string): boolean;
}

/** A counter whose key is replaced when the day (by `now`, UTC) changes. */
export function createAbuseCounter(now: () => Date): AbuseCounter {
  let day = -1;
  let key = randomBytes(32);
  let hits = new Map<string, number[]>();

  function currentKey(at: number): Buffer {
    const today = Math.floor(at / DAY_MS);
    if (today !== day) {
      day = today;
      key = randomBytes(32);
      hits = new Map();
    }
    return key;
  }

  return {
    allow(limit, sender) {
      const at = now().getTime();
      const hash = createHmac("sha256", currentKey(at))
        .update(`${limit.kind}\n${sender}`)
        .digest("base64url");
      const recent = (hits.get(hash) ?? []).filter((time) => time > at - limit.windowMs);
      if (recent.length >= limit.limit) {
        hits.set(hash, recent);
        return false;
      }
      recent.push(at);
      // Re-inserted, so the map's order is the order of last use and the oldest go first.
      hits.delete(hash);
      hits.set(hash, recent);
      if (hits.size > MOST_SENDERS) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
  };
}
