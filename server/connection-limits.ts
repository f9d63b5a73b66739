import type { Server } from "node:http";

/**
 * How long a connection may take over each part of a request, and how many may be open at once
 * (decision 0065). Node's defaults let a slow body hold a socket for 300 s and leave the number of
 * connections unbounded.
 */
export interface ConnectionLimits {
  /** From the first byte of a request to the end of its headers. */
  headersTimeoutMs: number;
  /** From the first byte of a request to the end of its body. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections (websockets included); over it a new one is closed at once. */
  maxConnections: number;
}

export const connectionLimits: Readonly<ConnectionLimits> = {
  headersTimeoutMs: 20_000,
  // A 2 MiB body (the largest accepted) takes 40 s at 50 kB/s, a poor phone connection.
  requestTimeoutMs: 60_000,
  // Longer than the 2 minutes Caddy keeps an idle connection to the site (its `keepalive`
  // default): were the site to close first, Caddy could send a request into a closing socket and
  // answer 502.
  keepAliveTimeoutMs: 130_000,
  // 500 websockets at most (backend/realtime/limits.ts) and room for a crowd's requests, within
  // the 1,024 open files a service gets by default.
  maxConnections: 800,
};

/** Sets the limits on a server before it listens. */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
}

/**
 * How often Node looks for requests over their timeouts. Its default of 30 s would let a
 * request run up to half as long again as its limit.
 */
export function timeoutCheckInterval(limits: ConnectionLimits): number {
  return Math.max(50, Math.min(1_000, limits.headersTimeoutMs / 4));
}
