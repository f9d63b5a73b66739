import { Realtime, type RealtimeResponseEvent } from "appwrite";
import { getBrowserClient } from "../browser-client.client.ts";
import { DATABASE_ID } from "../collections/ids.ts";

// The browser's one realtime connection, through the official SDK, shared by the agenda page's
// feed and the presenter state that an organiser's projector and phone follow.

type ConnectionListener = (isConnected: boolean) => void;

const connectionListeners = new Set<ConnectionListener>();
let realtime: Realtime | undefined;

/** The page's one realtime connection. Its callbacks cannot be removed, so they fan out here. */
export function browserRealtime(): Realtime {
  if (realtime === undefined) {
    realtime = new Realtime(getBrowserClient());
    realtime.onOpen(() => connectionListeners.forEach((listener) => listener(true)));
    realtime.onClose(() => connectionListeners.forEach((listener) => listener(false)));
  }
  return realtime;
}

/**
 * Calls `listener` with each open (true) and drop (false) of the page's realtime connection;
 * returns the way to stop.
 */
export function onConnectionChange(listener: ConnectionListener): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** The realtime channel of one document. */
export function documentChannel(collectionId: string, documentId: string): string {
  return `databases.${DATABASE_ID}.collections.${collectionId}.documents.${documentId}`;
}

/** Whether a realtime message reports the document's deletion. */
export function isDeletion(message: RealtimeResponseEvent<unknown>): boolean {
  return message.events.some((event) => event.endsWith(".delete"));
}
