/**
 * The realtime server's bounds (docs/decisions/0015-realtime-limits.md). A club's pages open one
 * socket each with a handful of subscriptions; these leave room for a school's worth of
 * visitors behind one address while keeping one client from holding the server's memory.
 */
export interface RealtimeLimits {
  socketsPerAddress: number;
  socketsInTotal: number;
  subscriptionsPerSocket: number;
  queryCharactersPerSubscription: number;
}

export const realtimeLimits: Readonly<RealtimeLimits> = {
  /** Open sockets from one client address at a time. */
  socketsPerAddress: 50,
  /** Open sockets in all. */
  socketsInTotal: 500,
  /** Subscriptions one socket may hold (Appwrite's realtime.php sets no cap of its own). */
  subscriptionsPerSocket: 100,
  /** Characters of query text in one subscription (all its Query strings together). */
  queryCharactersPerSubscription: 1024,
};

/** Counts open sockets per address and in total; `open` says whether one more may open. */
export interface SocketCounter {
  /** Takes a place for a socket from `address`, or answers why it may not have one. */
  open(address: string): "ok" | "address-full" | "server-full";
  /** Gives back the place of a socket from `address` that closed. */
  close(address: string): void;
}

export function createSocketCounter(limits: RealtimeLimits = realtimeLimits): SocketCounter {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    open(address) {
      if (total >= limits.socketsInTotal) return "server-full";
      const count = byAddress.get(address) ?? 0;
      if (count >= limits.socketsPerAddress) return "address-full";
      byAddress.set(address, count + 1);
      total += 1;
      return "ok";
    },
    close(address) {
      const count = byAddress.get(address) ?? 0;
      if (count <= 1) byAddress.delete(address);
      else byAddress.set(address, count - 1);
      total = Math.max(0, total - 1);
    },
  };
}
