import { formatDatetime } from "../schema/datetime.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import type { Caller } from "../services/caller.ts";
import { canDocument } from "../services/permissions.ts";
import type { EventAddress } from "./event-names.ts";
import { matchesQueries, type EventQuery } from "./event-queries.ts";

/** Who may receive an event: whoever may read the document, or one user (account events). */
export type Audience =
  | {
      kind: "document";
      collection: CollectionSchema;
      documentId: string;
      permissions: readonly string[];
    }
  | { kind: "user"; userId: string };

/** Something that happened, addressed as Appwrite addresses it, with who may see it. */
export interface RealtimeEvent extends EventAddress {
  /** The response model of the changed resource (document, session or account). */
  payload: Readonly<Record<string, unknown>>;
  audience: Audience;
}

/** The `event` message as the SDK reads it; `subscriptions` names the ones it matched. */
export interface EventMessage {
  type: "event";
  data: {
    events: string[];
    channels: string[];
    timestamp: string;
    payload: Readonly<Record<string, unknown>>;
    subscriptions: string[];
  };
}

/** One subscription of a connection: the channels it listens to and its payload filter. */
export interface Subscription {
  channels: ReadonlySet<string>;
  queries: readonly EventQuery[];
}

/** A connection as the hub sees it (socket.ts keeps the websocket side). */
export interface Subscriber {
  /** By the subscription id the SDK chose (or the server gave a URL subscription). */
  readonly subscriptions: ReadonlyMap<string, Subscription>;
  /**
   * Who the connection speaks for right now. Asked at every delivery, so a session that signs
   * out, is blocked, gains a label or finishes its MFA challenge counts from the next event on.
   */
  currentCaller(): Promise<Caller>;
  send(message: EventMessage): void;
}

/** The hub's side of the realtime server: who listens, and fan-out of published events. */
export interface RealtimeHub {
  add(subscriber: Subscriber): void;
  remove(subscriber: Subscriber): void;
  /** Re-reads a subscriber's channels after its subscriptions changed. */
  refresh(subscriber: Subscriber): void;
  /** Queues an event; events reach each subscriber in the order they were published. */
  publish(event: RealtimeEvent): void;
  /** Whether anyone is connected: with no one, an event need not even be built. */
  hasSubscribers(): boolean;
}

// Subscribers visited between two yields to the event loop: an event for thousands of listeners
// is delivered in slices, so HTTP requests are served in between (0015-realtime-limits.md).
const SUBSCRIBERS_PER_SLICE = 64;

/**
 * The registry of connected subscribers and the fan-out of events, each delivered only to
 * subscribers with a matching channel who may read it, exactly as a read through the API would
 * decide. Subscribers are indexed by channel, so an event visits only those listening to one of
 * its channels, and queries are parsed once, when the subscription is made.
 */
export function createRealtimeHub(now: () => Date): RealtimeHub {
  const byChannel = new Map<string, Set<Subscriber>>();
  const channelsOf = new Map<Subscriber, ReadonlySet<string>>();
  let delivered = Promise.resolve();

  function unindex(subscriber: Subscriber): void {
    for (const channel of channelsOf.get(subscriber) ?? []) {
      const listeners = byChannel.get(channel);
      listeners?.delete(subscriber);
      if (listeners?.size === 0) byChannel.delete(channel);
    }
    channelsOf.delete(subscriber);
  }

  function index(subscriber: Subscriber): void {
    unindex(subscriber);
    const channels = new Set<string>();
    for (const subscription of subscriber.subscriptions.values()) {
      for (const channel of subscription.channels) channels.add(channel);
    }
    for (const channel of channels) {
      const listeners = byChannel.get(channel) ?? new Set<Subscriber>();
      listeners.add(subscriber);
      byChannel.set(channel, listeners);
    }
    channelsOf.set(subscriber, channels);
  }

  function listenersOf(event: RealtimeEvent): Set<Subscriber> {
    const listeners = new Set<Subscriber>();
    for (const channel of event.channels) {
      for (const subscriber of byChannel.get(channel) ?? []) listeners.add(subscriber);
    }
    return listeners;
  }

  async function deliver(event: RealtimeEvent): Promise<void> {
    const timestamp = formatDatetime(now());
    let visited = 0;
    for (const subscriber of listenersOf(event)) {
      visited += 1;
      if (visited % SUBSCRIBERS_PER_SLICE === 0) await nextTurn();
      // It may have gone while the event loop was serving others.
      if (!channelsOf.has(subscriber)) continue;
      const matched = matchingSubscriptions(subscriber, event);
      if (matched.length === 0) continue;
      try {
        if (!mayReceive(await subscriber.currentCaller(), event.audience)) continue;
      } catch (error) {
        console.error("realtime: could not check a subscriber, event withheld", error);
        continue;
      }
      const { events, channels, payload } = event;
      subscriber.send({
        type: "event",
        data: { events, channels, timestamp, payload, subscriptions: matched },
      });
    }
  }

  return {
    add: index,
    remove: unindex,
    refresh(subscriber) {
      if (channelsOf.has(subscriber)) index(subscriber);
    },
    hasSubscribers: () => channelsOf.size > 0,
    publish(event) {
      delivered = delivered
        .then(() => deliver(event))
        .catch((error: unknown) => console.error("realtime: an event was not delivered", error));
    },
  };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function matchingSubscriptions(subscriber: Subscriber, event: RealtimeEvent): string[] {
  return [...subscriber.subscriptions]
    .filter(
      ([, subscription]) =>
        event.channels.some((channel) => subscription.channels.has(channel)) &&
        matchesQueries(subscription.queries, event.payload),
    )
    .map(([id]) => id);
}

function mayReceive(caller: Caller, audience: Audience): boolean {
  if (audience.kind === "user") return caller.user?.id === audience.userId;
  return canDocument(caller, audience.collection, audience.permissions, "read");
}
