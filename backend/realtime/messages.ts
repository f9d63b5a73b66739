import type { Models } from "appwrite";
import { isValidCustomId } from "../security/account-id.ts";
import type { EventMessage } from "./hub.ts";

/**
 * Appwrite's realtime error codes (realtime_message_format_invalid, realtime_policy_violation,
 * realtime_too_many_messages). They are websocket close codes, not HTTP statuses, so they live
 * here rather than in the HTTP error catalogue; only a policy violation closes the connection.
 */
export const MESSAGE_FORMAT_INVALID = 1003;
export const POLICY_VIOLATION = 1008;
export const TOO_MANY_MESSAGES = 1013;

/** One subscription as the current SDK sends it in a `subscribe` message. */
export interface SubscribeItem {
  /** The SDK's own id for the subscription; null = the server makes one. */
  subscriptionId: string | null;
  channels: string[];
  queries: string[];
}

/** What a client may send, after its shape is checked. */
export type ClientMessage =
  | { type: "ping" }
  | { type: "authentication"; session: string }
  | { type: "subscribe"; items: SubscribeItem[] }
  | { type: "unsubscribe"; subscriptionIds: string[] };

/** The `error` message's data: an Appwrite realtime code (or an API error's HTTP code). */
export interface WireError {
  code: number;
  message: string;
}

/** What the server sends. */
export type ServerMessage =
  | {
      type: "connected";
      data: {
        channels: string[];
        subscriptions: string[];
        user: Models.User<Models.Preferences> | null;
      };
    }
  | { type: "response"; data: Record<string, unknown> & { to: string; success: boolean } }
  | { type: "pong" }
  | { type: "error"; data: WireError }
  | EventMessage;

// Appwrite's Text(2048) limit on the session of an authentication message.
const MAX_SESSION_LENGTH = 2048;

/**
 * Reads one text frame. Anything that is not a known message of the right shape comes back as
 * the error Appwrite answers with, word for word, so a client sees the same text from both.
 */
export function parseClientMessage(text: string): ClientMessage | WireError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return invalid("Message format is not valid.");
  }
  if (!isObject(json) || (!Object.hasOwn(json, "type") && !Object.hasOwn(json, "data"))) {
    return invalid("Message format is not valid.");
  }
  const { type, data } = json;
  switch (type) {
    case "ping":
      return { type };
    case "authentication":
      return parseAuthentication(data);
    case "subscribe":
      return parseSubscribe(data);
    case "unsubscribe":
      return parseUnsubscribe(data);
    default:
      return invalid("Message type is not valid.");
  }
}

function parseAuthentication(data: unknown): ClientMessage | WireError {
  const session = isObject(data) ? data.session : undefined;
  if (session === undefined) return invalid("Payload is not valid. Session is required");
  if (typeof session !== "string" || session.length > MAX_SESSION_LENGTH) {
    return invalid(`session: Value must be a valid string and no longer than 2048 chars`);
  }
  return { type: "authentication", session };
}

function parseSubscribe(data: unknown): ClientMessage | WireError {
  if (data === undefined) return invalid("Payload is not valid. Items is required");
  if (!isList(data)) return invalid("items: Payload is not valid.");
  const items: SubscribeItem[] = [];
  for (const item of data) {
    const parsed = parseSubscribeItem(item);
    if (typeof parsed === "string") return invalid(`items: ${parsed}`);
    items.push(parsed);
  }
  return { type: "subscribe", items };
}

function parseSubscribeItem(item: unknown): SubscribeItem | string {
  if (!isObject(item)) return "Each subscribe payload must be an object.";
  const { subscriptionId, channels, queries = [] } = item;
  if (
    subscriptionId !== undefined &&
    (typeof subscriptionId !== "string" || !isValidCustomId(subscriptionId))
  ) {
    return "subscriptionId is not a valid id.";
  }
  if (channels === undefined) return "channels is not present in payload.";
  if (!isList(channels)) return "channels is not a valid array.";
  const channelNames = channels.filter(isString);
  if (channelNames.length !== channels.length) return "channels must contain only strings.";
  const queryTexts = isList(queries) ? queries.filter(isString) : [];
  if (!isList(queries) || queryTexts.length !== queries.length) {
    return "queries is not a valid array.";
  }
  return { subscriptionId: subscriptionId ?? null, channels: channelNames, queries: queryTexts };
}

function parseUnsubscribe(data: unknown): ClientMessage | WireError {
  if (data === undefined) return invalid("Payload is not valid. Items is required");
  if (!isList(data)) return invalid("items: Payload is not valid.");
  const subscriptionIds: string[] = [];
  for (const item of data) {
    const id = isObject(item) ? item.subscriptionId : undefined;
    if (typeof id !== "string" || id === "") {
      return invalid("items: Each unsubscribe payload must include a non-empty subscriptionId.");
    }
    subscriptionIds.push(id);
  }
  return { type: "unsubscribe", subscriptionIds };
}

/** An error answer with Appwrite's realtime_message_format_invalid code. */
export function invalid(message: string): WireError {
  return { code: MESSAGE_FORMAT_INVALID, message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}
