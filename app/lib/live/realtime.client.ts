import { Realtime, type Client, type RealtimeResponseEvent } from "appwrite";
import { getBrowserClient, onBrowserJwtChange } from "../browser-client.client.ts";
import { DATABASE_ID } from "../collections/ids.ts";
import { isConnectedAsGuest, subscribedChannels } from "./subscribe-answer.ts";

// The browser's one realtime connection, through the official SDK, shared by the agenda page's
// feed and the presenter state that an organiser's projector and phone follow.

type ConnectionListener = (isConnected: boolean) => void;

interface Watcher {
  channels: ReadonlySet<string>;
  listener: ConnectionListener;
}

const watchers = new Set<Watcher>();
let realtime: Realtime | undefined;

/** The page's one realtime connection. Its callbacks cannot be removed, so they fan out here. */
export function browserRealtime(): Realtime {
  if (realtime === undefined) {
    const connection = watchedRealtime(getBrowserClient());
    // A socket is who its JWT said at its start (and a guest once that expires): with a new one
    // it starts again, the SDK reconnecting with it and the watchers catching up (decision 0148).
    onBrowserJwtChange(() => {
      const socket: unknown = Reflect.get(connection, "socket");
      if (socket instanceof WebSocket && socket.readyState < WebSocket.CLOSING) socket.close();
    });
    realtime = connection;
  }
  return realtime;
}

/**
 * A realtime connection of its own for `client` (a projector's follow link speaks with its own
 * credential, decision 0149), whose subscriptions onConnectionChange reports as the page's one.
 * `onConnected` hears, at each connection, whether the server took it as a guest's.
 */
export function watchedRealtime(
  client: Client,
  onConnected: (isGuest: boolean) => void = () => {},
): Realtime {
  const connection = new Realtime(client);
  connection.onOpen(() => {
    watchSubscribeAnswers(connection);
    const socket: unknown = Reflect.get(connection, "socket");
    if (!(socket instanceof WebSocket)) return;
    socket.addEventListener("message", ({ data }: MessageEvent<unknown>) => {
      const isGuest = isConnectedAsGuest(data);
      if (isGuest !== null) onConnected(isGuest);
    });
  });
  connection.onClose(() => watchers.forEach(({ listener }) => listener(false)));
  return connection;
}

/**
 * The SDK reports a connection when its socket opens, before the server holds the subscriptions
 * (it sends them after the server's `connected`, and ignores the server's answer): a read made
 * then could miss an edit saved in between (decision 0080). So the page listens on the SDK's
 * socket itself for the answer to `subscribe`. Should a later SDK keep its socket elsewhere, the
 * open counts, as it did before.
 */
function watchSubscribeAnswers(connection: Realtime): void {
  const socket: unknown = Reflect.get(connection, "socket");
  if (!(socket instanceof WebSocket)) {
    watchers.forEach(({ listener }) => listener(true));
    return;
  }
  socket.addEventListener("message", ({ data }: MessageEvent<unknown>) => {
    const channels = subscribedChannels(data);
    for (const { channels: watched, listener } of watchers) {
      if (channels.some((channel) => watched.has(channel))) listener(true);
    }
  });
}

/**
 * Calls `listener` with true each time the server confirms a subscription to any of `channels`
 * (at every connection and reconnection: from then on no change to them is missed), and with
 * false each time the connection drops. Returns the way to stop.
 */
export function onConnectionChange(
  channels: readonly string[],
  listener: ConnectionListener,
): () => void {
  const watcher = { channels: new Set(channels), listener };
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** The realtime channel of one document. */
export function documentChannel(collectionId: string, documentId: string): string {
  return `databases.${DATABASE_ID}.collections.${collectionId}.documents.${documentId}`;
}

/** Whether a realtime message reports the document's deletion. */
export function isDeletion(message: RealtimeResponseEvent<unknown>): boolean {
  return message.events.some((event) => event.endsWith(".delete"));
}
