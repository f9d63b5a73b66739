import { IncomingMessage } from "node:http";

/**
 * The Node request under a request served by @hono/node-server (its `env.incoming`); null for
 * requests that did not come through the Node server (in-process reads, app.request in tests).
 */
export function nodeRequestOf(env: unknown): IncomingMessage | null {
  if (typeof env !== "object" || env === null || !("incoming" in env)) return null;
  return env.incoming instanceof IncomingMessage ? env.incoming : null;
}
