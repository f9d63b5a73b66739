import { WebSocket, type ClientOptions } from "ws";
import { parseServerMessage, type ServerMessage } from "./browser-globals.ts";
import { Inbox } from "./inbox.ts";

/** A plain websocket client, for what the SDK never sends (garbage, other origins, cookies). */
export interface RawSocket {
  socket: WebSocket;
  messages: Inbox<ServerMessage>;
  /** Resolves with the close code once the server (or the client) closed the connection. */
  closed: Promise<number>;
  send(message: unknown): void;
  /** The next message after those already received that passes `test`. */
  next(test: (message: ServerMessage) => boolean, what: string): Promise<ServerMessage>;
}

/** Opens `/v1/realtime` of a server (`url` = its origin) with the given query and headers. */
export async function openRawSocket(
  url: string,
  query: string,
  options: ClientOptions = {},
): Promise<RawSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/v1/realtime?${query}`, options);
  const messages = new Inbox<ServerMessage>();
  socket.on("message", (data) => {
    const message = parseServerMessage(String(data));
    if (message) messages.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    next: (test, what) => messages.waitFor(test, what, messages.items.length),
  };
}
