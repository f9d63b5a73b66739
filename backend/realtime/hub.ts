import { formatDatetime } from "../schema/datetime.ts";
import type { CollectionSchema } from "../schema/project-schema.ts";
import type { Caller } from "../services/caller.ts";
import { canDocument } from "../services/permissions.ts";
import type { EventAddress } from "./event-names.ts";
import { matchesQueries, type EventQuery } from "./event-queries.ts";

/** Who may receive an event: whoever may read the document, or one user (account events). */
export type Audience =
  | { kind: "document"; collection: CollectionSchema; permissions: readonly string[] }
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
  /** Queues an event; events reach each subscriber in the order they were published. */
  publish(event: RealtimeEvent): void;
}

/**
 * The registry of connected subscribers and the fan-out of events, each delivered only to
 * subscribers with a matching channel who may read it, exactly as a read through the API would
 * decide. A club has tens of listeners, so every event visits every subscriber; an index by
 * channel is not worth its code at that size.
 */
export function createRealtimeHub(now: () => Date): RealtimeHub {
  const subscribers = new Set<Subscriber>();
  let delivered = Promise.resolve();

  async function deliver(event: RealtimeEvent): Promise<void> {
    const timestamp = formatDatetime(now());
    for (const subscriber of subscribers) {
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
    add: (subscriber) => void subscribers.add(subscriber),
    remove: (subscriber) => void subscribers.delete(subscriber),
    publish(event) {
      delivered = delivered
        .then(() => deliver(event))
        .catch((error: unknown) => console.error("realtime: an event was not delivered", error));
    },
  };
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
