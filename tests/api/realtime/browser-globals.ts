import { afterAll } from "vitest";
import { WebSocket } from "ws";
import { Inbox } from "./inbox.ts";

/** A message the server sent, as the tests read it. */
export interface ServerMessage {
  type: string;
  data?: { to?: string; code?: number; message?: string; user?: { $id: string } | null };
}

/** Every message the server sent on any socket the SDK opened in this test file, in order. */
export const serverMessages = new Inbox<ServerMessage & { socket: number }>();

/** The number of each socket the SDK opened in this test file, once it has closed. */
export const closedSockets = new Inbox<number>();

let openedSockets = 0;

// The SDK's realtime client is browser code: it opens `new WebSocket(url)`, times its connect
// debounce and heartbeat with window.setTimeout/setInterval, and reads the session from
// window.localStorage. Node 20 has none of these. This WebSocket is the `ws` client that also
// records what it receives, so a test can wait for the server's answers instead of sleeping.
class RecordingWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    const socket = ++openedSockets;
    // In a browser a failed connection is an event the SDK handles by reconnecting; in `ws` an
    // 'error' without a listener would throw instead.
    this.on("error", () => undefined);
    this.on("close", () => closedSockets.push(socket));
    this.on("message", (data) => {
      const message = parseServerMessage(String(data));
      if (message) serverMessages.push({ ...message, socket });
    });
  }
}

/** The part of the Web Storage API the SDK uses. */
export interface SdkStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// A storage that keeps nothing. In a browser, localStorage belongs to one visitor; here many
// simulated visitors share one process, and a shared cookieFallback would sign every SDK client
// in as whoever signed in last. Sessions reach the socket instead through client.setSession
// (the SDK then sends the same authentication message as with a cookieFallback) or as cookies.
export const storageThatKeepsNothing: SdkStorage = {
  getItem: () => null,
  setItem: () => undefined,
};

/** One visitor's localStorage, for a test file whose SDK clients all act for that visitor. */
export function oneVisitorsStorage(): SdkStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/**
 * Gives this process the browser globals the SDK's realtime client needs, for the calling test
 * file only: the test processes run one file after another, and a `window` left behind would hand
 * its localStorage session to the SDK clients of the next file.
 */
export function installBrowserGlobals(localStorage = storageThatKeepsNothing): void {
  const names = ["WebSocket", "window"] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  Object.assign(globalThis, {
    WebSocket: RecordingWebSocket,
    window: { setTimeout, clearTimeout, setInterval, clearInterval, console, localStorage },
  });
  afterAll(() => {
    serverMessages.clear();
    closedSockets.clear();
    openedSockets = 0;
    names.forEach((name, index) => {
      const descriptor = before[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
  });
}

/** A frame the server sent, or null when it is not a message with a type. */
export function parseServerMessage(text: string): ServerMessage | null {
  const value: unknown = JSON.parse(text);
  return isServerMessage(value) ? value : null;
}

function isServerMessage(value: unknown): value is ServerMessage {
  return (
    typeof value === "object" && value !== null && "type" in value && typeof value.type === "string"
  );
}
