/**
 * The realtime server's bounds (docs/decisions/0015-realtime-limits.md). A club's pages open one
 * socket each with a handful of subscriptions; these leave room for a school's worth of
 * visitors behind one address while keeping one client from holding the server's memory.
 */
export interface RealtimeLimits {
  socketsPerAddress: number;
  socketsInTotal: number;
  guestSocketsInTotal: number;
  idleWithoutSubscriptionMs: number;
  subscriptionsPerSocket: number;
  queryCharactersPerSubscription: number;
}

export const realtimeLimits: Readonly<RealtimeLimits> = {
  /**
   * Open sockets from one client address at a time (an IPv6 client by its /64), counted apart
   * for guests and for signed-in sockets, so a class behind the school's address cannot keep
   * its organiser out.
   */
  socketsPerAddress: 50,
  /** Open sockets in all. */
  socketsInTotal: 500,
  /**
   * Open sockets in all without a session (decision 0064): the other 100 are kept for signed-in
   * organisers' presenter views and editors, whatever a crowd of guests holds.
   */
  guestSocketsInTotal: 400,
  /**
   * How long a socket may hold no subscription before it is closed. The SDK opens its socket with
   * its channels in the URL, or subscribes at once, and closes it when the last one goes: a
   * socket with none is doing nothing but holding a place.
   */
  idleWithoutSubscriptionMs: 30_000,
  /** Subscriptions one socket may hold (Appwrite's realtime.php sets no cap of its own). */
  subscriptionsPerSocket: 100,
  /** Characters of query text in one subscription (all its Query strings together). */
  queryCharactersPerSubscription: 1024,
};

/** Whether a socket speaks for a signed-in account: those have places kept for them. */
export type SocketKind = "guest" | "signed-in";

/** Counts open sockets per address and in total; `open` says whether one more may open. */
export interface SocketCounter {
  /** Takes a place for a socket from `address`, or answers why it may not have one. */
  open(address: string, kind?: SocketKind): "ok" | "address-full" | "server-full";
  /** Gives back the place of a socket from `address` that closed. */
  close(address: string, kind?: SocketKind): void;
}

export function createSocketCounter(limits: RealtimeLimits = realtimeLimits): SocketCounter {
  const byAddress = new Map<string, number>();
  const total = { guest: 0, "signed-in": 0 };
  return {
    open(address, kind = "guest") {
      if (total.guest + total["signed-in"] >= limits.socketsInTotal) return "server-full";
      if (kind === "guest" && total.guest >= limits.guestSocketsInTotal) return "server-full";
      const key = `${kind} ${address}`;
      const count = byAddress.get(key) ?? 0;
      if (count >= limits.socketsPerAddress) return "address-full";
      byAddress.set(key, count + 1);
      total[kind] += 1;
      return "ok";
    },
    close(address, kind = "guest") {
      const key = `${kind} ${address}`;
      const count = byAddress.get(key) ?? 0;
      if (count <= 1) byAddress.delete(key);
      else byAddress.set(key, count - 1);
      total[kind] = Math.max(0, total[kind] - 1);
    },
  };
}
