import { AppwriteError } from "../errors/appwrite-error.ts";
import { toUserModel } from "../models/account-models.ts";
import { createUniqueId } from "../security/account-id.ts";
import { decodeSessionToken, type SessionToken } from "../security/session-token.ts";
import type { AccountDeps } from "../services/account/account-deps.ts";
import { getAccount } from "../services/account/accounts.ts";
import { authenticateJwt } from "../services/account/jwts.ts";
import { requireEnoughFactors, type MfaDeps } from "../services/account/mfa.ts";
import { authenticateSession } from "../services/account/sessions.ts";
import { guestCaller, type Caller } from "../services/caller.ts";
import { parseEventQueries, type EventQuery } from "./event-queries.ts";
import type { EventMessage, Subscriber, Subscription } from "./hub.ts";
import type { RealtimeLimits } from "./limits.ts";
import {
  invalid,
  parseClientMessage,
  POLICY_VIOLATION,
  type ClientMessage,
  type ServerMessage,
  type SubscribeItem,
  type WireError,
} from "./messages.ts";

/** What a connection speaks for: a session (cookie or authentication message), a JWT, or none. */
export type Credential = { kind: "session"; token: SessionToken } | { kind: "jwt"; jwt: string };

/** The services a connection needs to tell who it speaks for. */
export interface ConnectionDeps {
  accounts: AccountDeps;
  mfa: MfaDeps;
  limits: RealtimeLimits;
}

/** One websocket's protocol state, apart from the websocket itself (socket.ts owns that). */
export interface Connection extends Subscriber {
  /** Sends `connected`, with the subscription the URL asked for (`channels[]`, 1.7-era SDKs). */
  start(urlChannels: readonly string[]): Promise<void>;
  /** Handles one text frame; frames are handled one at a time, in order, after `start`. */
  receive(text: string): Promise<void>;
}

/** How a connection talks back: messages, the end of the connection, changed subscriptions. */
export interface ConnectionOutlet {
  send(message: ServerMessage): void;
  /** Sends the error and closes the socket with its code: the connection went over a limit. */
  close(error: WireError): void;
  /** Told after the subscriptions changed, so the hub can index them by channel. */
  subscriptionsChanged(): void;
}

/**
 * A connection speaking the protocol of the SDK's `client.subscribe` and Realtime service:
 * ping/pong, authentication with the session token (the SDK's cookieFallback value), and
 * subscribe/unsubscribe by subscription id, answering each as Appwrite does.
 */
export function createConnection(
  deps: ConnectionDeps,
  credential: Credential | null,
  outlet: ConnectionOutlet,
): Connection {
  const { send } = outlet;
  let current = credential;
  const subscriptions = new Map<string, Subscription>();
  let handled = Promise.resolve();

  function inTurn(task: () => Promise<void>): Promise<void> {
    const turn = handled.then(task);
    // Whoever queued this turn sees its failure; the turns after it still run.
    handled = turn.catch(() => undefined);
    return turn;
  }

  async function handle(message: ClientMessage): Promise<ServerMessage | null> {
    switch (message.type) {
      case "ping":
        return { type: "pong" };
      case "authentication":
        return authenticate(message.session);
      case "subscribe":
        return subscribe(message.items);
      case "unsubscribe":
        return unsubscribe(message.subscriptionIds);
    }
  }

  async function authenticate(session: string): Promise<ServerMessage> {
    const token = decodeSessionToken(session);
    const caller = token ? await authenticateSession(deps.accounts, token) : guestCaller;
    if (!token || !caller.user) return error(invalid("Session is not valid."));
    current = { kind: "session", token };
    // The session counts from here on, but owes its second factor: nothing private until then.
    const refusal = await mfaRefusal(deps, caller);
    if (refusal) return error(refusal);
    const user = toUserModel(await getAccount(deps.accounts, caller));
    return { type: "response", data: { to: "authentication", success: true, user } };
  }

  function subscribe(items: readonly SubscribeItem[]): ServerMessage | null {
    const parsed: (SubscribeItem & { subscriptionId: string; filters: EventQuery[] })[] = [];
    for (const item of items) {
      const overLimit = queriesOverLimit(deps.limits, item.queries);
      if (overLimit) return closeWith(overLimit);
      const filters = readQueries(item.queries);
      if (!Array.isArray(filters)) return error(filters);
      const subscriptionId = item.subscriptionId ?? createUniqueId(deps.accounts.now());
      parsed.push({ ...item, subscriptionId, filters });
    }
    const ids = new Set([...subscriptions.keys(), ...parsed.map((each) => each.subscriptionId)]);
    const { subscriptionsPerSocket } = deps.limits;
    if (ids.size > subscriptionsPerSocket) {
      return closeWith({
        code: POLICY_VIOLATION,
        message: `A connection can hold at most ${subscriptionsPerSocket} subscriptions.`,
      });
    }
    for (const { subscriptionId, channels, filters } of parsed) {
      subscriptions.set(subscriptionId, { channels: new Set(channels), queries: filters });
    }
    outlet.subscriptionsChanged();
    const answered = parsed.map(({ subscriptionId, channels, queries }) => ({
      subscriptionId,
      channels,
      queries,
    }));
    return { type: "response", data: { to: "subscribe", success: true, subscriptions: answered } };
  }

  /** Closes the connection over a limit; nothing more is answered on it. */
  function closeWith(reason: WireError): null {
    outlet.close(reason);
    return null;
  }

  function unsubscribe(ids: readonly string[]): ServerMessage {
    const answered = ids.map((id) => ({ subscriptionId: id, removed: subscriptions.delete(id) }));
    outlet.subscriptionsChanged();
    return {
      type: "response",
      data: { to: "unsubscribe", success: true, subscriptions: answered },
    };
  }

  async function sendConnected(urlChannels: readonly string[]): Promise<void> {
    const caller = await callerOf(deps, current);
    const user = caller.user ? toUserModel(await getAccount(deps.accounts, caller)) : null;
    const subscriptionIds: string[] = [];
    if (urlChannels.length > 0) {
      const id = createUniqueId(deps.accounts.now());
      subscriptions.set(id, { channels: new Set(urlChannels), queries: [] });
      subscriptionIds.push(id);
      outlet.subscriptionsChanged();
    }
    send({
      type: "connected",
      data: { channels: [...urlChannels], subscriptions: subscriptionIds, user },
    });
  }

  async function receiveOne(text: string): Promise<void> {
    const message = parseClientMessage(text);
    if ("code" in message) {
      send(error(message));
      return;
    }
    try {
      const answer = await handle(message);
      if (answer) send(answer);
    } catch (failure) {
      console.error(`realtime: a ${message.type} message failed`, failure);
      send(error({ code: 500, message: "Error: Server Error" }));
    }
  }

  return {
    subscriptions,
    currentCaller: () => callerOf(deps, current),
    send: (message: EventMessage) => send(message),
    start: (urlChannels) => inTurn(() => sendConnected(urlChannels)),
    receive: (text) => inTurn(() => receiveOne(text)),
  };
}

/**
 * The caller a credential stands for at this moment, checked as every API request is: an ended,
 * expired or unknown session or JWT is a guest, and so is a session that still owes an MFA
 * factor (the API would answer it user_more_factors_required).
 */
export async function callerOf(
  deps: ConnectionDeps,
  credential: Credential | null,
): Promise<Caller> {
  if (!credential) return guestCaller;
  let caller: Caller;
  if (credential.kind === "jwt") {
    try {
      caller = await authenticateJwt(deps.accounts, credential.jwt);
    } catch (failure) {
      if (failure instanceof AppwriteError) return guestCaller;
      throw failure;
    }
  } else {
    caller = await authenticateSession(deps.accounts, credential.token);
  }
  return (await mfaRefusal(deps, caller)) ? guestCaller : caller;
}

/** The answer for a session that owes its second factor, or null when it owes nothing. */
async function mfaRefusal(deps: ConnectionDeps, caller: Caller): Promise<WireError | null> {
  try {
    await requireEnoughFactors(deps.mfa, caller);
    return null;
  } catch (failure) {
    if (failure instanceof AppwriteError && failure.type === "user_more_factors_required") {
      return { code: failure.code, message: failure.message };
    }
    throw failure;
  }
}

/** Why a subscription's queries are over the size limit, or null when they are within it. */
function queriesOverLimit(limits: RealtimeLimits, texts: readonly string[]): WireError | null {
  const { queryCharactersPerSubscription } = limits;
  const size = texts.reduce((sum, text) => sum + text.length, 0);
  if (size <= queryCharactersPerSubscription) return null;
  return {
    code: POLICY_VIOLATION,
    message: `The queries of one subscription can be at most ${queryCharactersPerSubscription} characters long.`,
  };
}

function readQueries(texts: readonly string[]): EventQuery[] | WireError {
  try {
    return parseEventQueries(texts);
  } catch (failure) {
    if (failure instanceof AppwriteError) return invalid(failure.message);
    throw failure;
  }
}

function error(data: WireError): ServerMessage {
  return { type: "error", data };
}
