import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { BackendEnv } from "../context.ts";
import { jsonError } from "./error-response.ts";

/** Largest request body accepted: room for a long agenda, far below anything harmful. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // The rest of the body is never read, so the connection cannot carry another request: say so,
  // or a keep-alive client would send its next call into a closing socket.
  onError: () =>
    jsonError(
      new AppwriteError(
        "general_argument_invalid",
        `Request body is too large. The limit is ${MAX_BODY_BYTES} bytes.`,
      ),
      { Connection: "close" },
    ),
});

/**
 * Rejects oversized bodies with a clear 400 before they are read into memory. Reads carry no
 * body (@hono/node-server gives GET and HEAD none) and skip the check: asking a request for its
 * body makes @hono/node-server build a full web Request, a large share of a fast read's time.
 */
export const limitBody = createMiddleware<BackendEnv>((c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBodySize(c, next),
);

/**
 * Parses a JSON object body once, for every route after it (c.get("body")). An empty body is {};
 * malformed JSON or a non-object is a 400 general_argument_invalid, never a 500.
 */
export const parseJsonBody = createMiddleware<BackendEnv>(async (c, next) => {
  c.set("body", {});
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const text = await c.req.text();
    if (text.trim() !== "") c.set("body", parseObject(text));
  }
  await next();
});

function parseObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppwriteError("general_argument_invalid", "Request body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppwriteError("general_argument_invalid", "Request body must be a JSON object.");
  }
  return Object.fromEntries(Object.entries(value));
}
