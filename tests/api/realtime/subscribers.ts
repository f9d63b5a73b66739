import type { Client, RealtimeResponseEvent } from "appwrite";
import type { SdkUser } from "../../support/sdk.ts";
import { closedSockets, serverMessages } from "./browser-globals.ts";
import { Inbox } from "./inbox.ts";

/** What one SDK subscription received. */
export type EventInbox = Inbox<RealtimeResponseEvent<Record<string, unknown>>>;

/**
 * The session token a signed-in SDK user holds, as the SDK's cookieFallback would hold it (the
 * cookie value, URL-decoded); `client.setSession` with it makes the SDK authenticate its socket.
 */
export function sessionTokenOf(user: SdkUser): string {
  const cookie = user.cookies.get("a_session_pride-club");
  if (!cookie) throw new Error("This SDK user is not signed in.");
  return decodeURIComponent(cookie);
}

/**
 * Subscribes with the SDK's `client.subscribe` and resolves once the server has confirmed the
 * subscription, so events published afterwards are sure to be heard. Call one at a time, once
 * per client: `unsubscribe` resolves when the SDK has closed that client's socket.
 */
export async function subscribe(
  client: Client,
  channels: string | string[],
  queries: string[] = [],
): Promise<{ inbox: EventInbox; socket: number; unsubscribe: () => Promise<void> }> {
  const inbox: EventInbox = new Inbox();
  const from = serverMessages.items.length;
  const stop = client.subscribe(channels, inbox.push, queries);
  const { socket } = await serverMessages.waitFor(
    (message) => message.type === "response" && message.data?.to === "subscribe",
    "the server to confirm the subscription",
    from,
  );
  return {
    inbox,
    socket,
    unsubscribe: async () => {
      stop();
      await closedSockets.waitFor((closed) => closed === socket, "the SDK to close its socket");
    },
  };
}

/** Waits for an event whose names include `name`. */
export function eventNamed(inbox: EventInbox, name: string) {
  return inbox.waitFor((event) => event.events.includes(name), `an event named ${name}`);
}
