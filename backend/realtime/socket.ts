import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { parse as parseCookies } from "hono/utils/cookie";
import type { RawData, WebSocket, WebSocketServer } from "ws";
import type { BackendDeps } from "../backend-deps.ts";
import { AppwriteError } from "../errors/appwrite-error.ts";
import { createClientResolver, limitGroupOf } from "../requests/client-address.ts";
import { answerErrorAndClose } from "../requests/raw-error-answer.ts";
import { findSessionToken } from "../requests/session-cookie.ts";
import { isAllowedOrigin, siteOrigins } from "../security/site-origins.ts";
import { accountDepsOf } from "../services/account/account-deps.ts";
import { authenticateJwt } from "../services/account/jwts.ts";
import { mfaDepsOf } from "../services/account/mfa.ts";
import { callerOf, createConnection, type ConnectionDeps, type Credential } from "./connection.ts";
import type { RealtimeHub } from "./hub.ts";
import { createSocketCounter, type RealtimeLimits } from "./limits.ts";
import {
  POLICY_VIOLATION,
  TOO_MANY_MESSAGES,
  type ServerMessage,
  type WireError,
} from "./messages.ts";

/** The path the SDK opens: its endpoint (…/v1) plus /realtime. */
export const REALTIME_PATH = "/v1/realtime";

// Appwrite's realtime server takes frames up to 64 kB; ws closes the connection (1009) above it.
const MAX_MESSAGE_BYTES = 64_000;
// Appwrite's abuse limits: 128 connections a minute per IP, 32 messages a minute per connection.
const CONNECTIONS_PER_IP_PER_MINUTE = 128;
const MESSAGES_PER_CONNECTION_PER_MINUTE = 32;
const MINUTE_MS = 60_000;
// Protocol-level pings find peers that vanished without closing (a laptop lid, a lost network);
// browsers answer them by themselves, so this works whatever the page's own heartbeat does.
const KEEPALIVE_MS = 30_000;

/** The websocket side of the embedded backend, for the Node server's `upgrade` event. */
export interface RealtimeServer {
  /** Takes upgrades of /v1/realtime; answers any other path 404. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection as "going away" (1001), so clients reconnect to the next start. */
  close(): void;
}

/**
 * Appwrite's realtime endpoint: checks the project and, as the HTTP API does, the Origin (the
 * public address or an allowed platform; none = a server-side client), then reads the session from
 * the cookie, X-Appwrite-Session or the `jwt` query value, and hands the connection to the hub.
 */
export function createRealtimeServer(deps: BackendDeps, hub: RealtimeHub): RealtimeServer {
  const limits = deps.config.realtimeLimits;
  const connectionDeps: ConnectionDeps = {
    accounts: accountDepsOf(deps),
    mfa: mfaDepsOf(deps),
    limits,
  };
  // ws is loaded with the first upgrade: a site nobody has opened live holds none of it
  // (decision 0054). Later upgrades reuse the same server, synchronously.
  let wss: WebSocketServer | null = null;
  let loading: Promise<WebSocketServer> | null = null;
  const webSocketServer = (): Promise<WebSocketServer> =>
    (loading ??= import("ws").then(({ WebSocketServer }) => {
      wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
      return wss;
    }));
  const connectionLimits = new Map<string, (now: number) => boolean>();
  // The client as the HTTP API sees it (TRUST_PROXY): per-client limits key on its address,
  // an IPv6 one by its /64, as the HTTP limits do.
  const resolveClient = createClientResolver(deps.config.trustProxy);
  const openSockets = createSocketCounter(limits);
  const alive = new WeakSet<WebSocket>();

  const keepAlive = setInterval(() => {
    for (const ws of wss?.clients ?? []) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, KEEPALIVE_MS);
  keepAlive.unref();

  function isConnectionAllowed(group: string, now: number): boolean {
    // One limiter per address; forgetting them all past 10 000 addresses keeps the map bounded
    // (at worst an address starts a fresh minute early).
    if (connectionLimits.size > 10_000) connectionLimits.clear();
    const isUnderLimit = connectionLimits.get(group) ?? perMinute(CONNECTIONS_PER_IP_PER_MINUTE);
    connectionLimits.set(group, isUnderLimit);
    return isUnderLimit(now);
  }

  async function accept(ws: WebSocket, request: IncomingMessage, url: URL): Promise<void> {
    // Frames wait until the connection is ready for them (the credential check is async).
    ws.pause();
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    const refusal = refusalOf(deps, request, url);
    if (refusal) return refuse(ws, refusal);
    const group = limitGroupOf(resolveClient(request).address);
    if (!isConnectionAllowed(group, Date.now())) {
      return refuse(ws, { code: TOO_MANY_MESSAGES, message: "Too many requests" });
    }
    const credential = await credentialOf(connectionDeps, deps.config.projectId, request, url);
    if ("code" in credential) return refuse(ws, credential);
    // Only a session that holds up takes one of the places kept for signed-in sockets.
    const caller = await callerOf(connectionDeps, credential.value);
    const kind = caller.user ? "signed-in" : "guest";
    if (ws.readyState !== ws.OPEN) return;
    const place = openSockets.open(group, kind);
    if (place !== "ok") return refuse(ws, tooManySockets(limits, place));
    ws.on("close", () => openSockets.close(group, kind));
    const idle = idleTimer(limits, () =>
      refuse(ws, {
        code: POLICY_VIOLATION,
        message: `No subscription for ${limits.idleWithoutSubscriptionMs / 1000} seconds.`,
      }),
    );
    ws.on("close", () => idle.stop());
    const connection = createConnection(connectionDeps, credential.value, {
      send: (message) => sendTo(ws, message),
      close: (error) => refuse(ws, error),
      subscriptionsChanged: () => {
        hub.refresh(connection);
        idle.watch(connection.subscriptions.size);
      },
    });
    const isUnderMessageLimit = perMinute(MESSAGES_PER_CONNECTION_PER_MINUTE);
    ws.on("message", (data, isBinary) => {
      if (!isUnderMessageLimit(Date.now())) {
        const tooMany = { code: TOO_MANY_MESSAGES, message: "Too many messages." };
        sendTo(ws, { type: "error", data: tooMany });
        return;
      }
      // Binary frames are no part of the protocol: they get the invalid-format answer.
      void connection.receive(isBinary ? "" : textOf(data));
    });
    ws.on("close", () => hub.remove(connection));
    hub.add(connection);
    if (ws.readyState !== ws.OPEN) hub.remove(connection);
    await connection.start(url.searchParams.getAll("channels[]"));
    idle.watch(connection.subscriptions.size);
    ws.resume();
  }

  return {
    handleUpgrade(request, socket, head) {
      // Node stops listening for the socket's errors once it hands over an upgrade, and ws starts
      // only when it takes the socket: a client resetting it in between would crash the process.
      socket.on("error", () => socket.destroy());
      const url = upgradeUrl(request.url);
      if (!url) {
        const error = new AppwriteError(
          "general_argument_invalid",
          "The request target is not a valid URL.",
        );
        return answerErrorAndClose(socket, error);
      }
      if (url.pathname !== REALTIME_PATH) {
        return answerErrorAndClose(socket, new AppwriteError("general_route_not_found"));
      }
      const upgrade = (server: WebSocketServer) =>
        server.handleUpgrade(request, socket, head, (ws) => {
          // A broken frame or an oversized message closes the socket; it must never crash the server.
          ws.on("error", (failure) => console.warn("realtime: connection error:", failure.message));
          accept(ws, request, url).catch((failure: unknown) => {
            console.error("realtime: could not open a connection", failure);
            refuse(ws, { code: 500, message: "Error: Server Error" });
          });
        });
      if (wss) return upgrade(wss);
      webSocketServer().then(upgrade, (failure: unknown) => {
        console.error("realtime: could not load the websocket server", failure);
        socket.destroy();
      });
    },
    close() {
      clearInterval(keepAlive);
      for (const ws of wss?.clients ?? []) ws.close(1001, "Server shutting down");
    },
  };
}

/** The upgrade's target as a URL, or null when it is none (`//[` makes `new URL` throw). */
function upgradeUrl(target: string | undefined): URL | null {
  return URL.canParse(target ?? "/", "http://localhost")
    ? new URL(target ?? "/", "http://localhost")
    : null;
}

/** Why a connection may not open: an unknown project or a foreign Origin (both 1008). */
function refusalOf(deps: BackendDeps, request: IncomingMessage, url: URL): WireError | null {
  if (url.searchParams.get("project") !== deps.config.projectId) {
    return { code: POLICY_VIOLATION, message: "Missing or unknown project ID" };
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  // The site's own origin is PUBLIC_URL's, never one built from the handshake's Host header.
  if (isAllowedOrigin(origin, siteOrigins(deps.config))) return null;
  return {
    code: POLICY_VIOLATION,
    message: `Invalid Origin. Register your new client (${origin}) as a new Web platform on your project console dashboard`,
  };
}

/**
 * The credential of the upgrade request: a `jwt` query value (the current SDK sends the one set
 * with setJWT), else the session cookie a browser sends with the handshake, else the
 * X-Appwrite-Session header of a server-side client. A bad JWT is refused, as the API answers
 * 401 user_jwt_invalid; with 1008 the SDK does not retry it forever.
 */
async function credentialOf(
  deps: ConnectionDeps,
  projectId: string,
  request: IncomingMessage,
  url: URL,
): Promise<{ value: Credential | null } | WireError> {
  const jwt = url.searchParams.get("jwt");
  if (jwt) {
    try {
      await authenticateJwt(deps.accounts, jwt);
      return { value: { kind: "jwt", jwt } };
    } catch (failure) {
      if (failure instanceof AppwriteError)
        return { code: POLICY_VIOLATION, message: failure.message };
      throw failure;
    }
  }
  const sessionHeader = request.headers["x-appwrite-session"];
  const token = findSessionToken(
    {
      cookies: parseCookies(request.headers.cookie ?? ""),
      sessionHeader: typeof sessionHeader === "string" ? sessionHeader : undefined,
      fallbackCookies: undefined,
    },
    projectId,
  );
  return { value: token ? { kind: "session", token } : null };
}

/**
 * Closes a socket once it has held no subscription for the idle time: `watch` is told the
 * number of subscriptions after each change, and starts or stops the clock.
 */
function idleTimer(limits: RealtimeLimits, onIdle: () => void) {
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    watch(subscriptionCount: number) {
      if (subscriptionCount > 0) stop();
      else timer ??= setTimeout(onIdle, limits.idleWithoutSubscriptionMs);
    },
    stop,
  };
}

/** A fixed one-minute window of hits: true while this hit is within `limit`. */
function perMinute(limit: number): (now: number) => boolean {
  let windowStart = 0;
  let count = 0;
  return (now) => {
    if (now - windowStart >= MINUTE_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}

/** Over a cap on open sockets: "try again later" (1013), as Appwrite's connection limit. */
function tooManySockets(limits: RealtimeLimits, place: "address-full" | "server-full"): WireError {
  const { socketsPerAddress } = limits;
  return {
    code: TOO_MANY_MESSAGES,
    message:
      place === "address-full"
        ? `Too many open connections: at most ${socketsPerAddress} from one address.`
        : "Too many open connections: the server is full. Try again later.",
  };
}

/** Sends the error, then closes with its code and message as the close reason. */
function refuse(ws: WebSocket, error: WireError): void {
  sendTo(ws, { type: "error", data: error });
  // Reading again lets the client's close frame through, so the closing handshake can finish.
  ws.resume();
  const code =
    error.code === POLICY_VIOLATION || error.code === TOO_MANY_MESSAGES ? error.code : 1011;
  ws.close(code, closeReason(error.message));
}

/** A close reason may hold at most 123 bytes of UTF-8 (an Origin in the message can be long). */
function closeReason(message: string): string {
  const bytes = Buffer.from(message, "utf8");
  // A cut inside a character becomes U+FFFD (3 bytes), so 117 + 3 + "…" (3) stays within 123.
  return bytes.length <= 123 ? message : `${bytes.subarray(0, 117).toString("utf8")}…`;
}

function sendTo(ws: WebSocket, message: ServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
