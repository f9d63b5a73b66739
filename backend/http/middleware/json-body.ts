import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { BackendEnv } from "../context.ts";
import { jsonDepth } from "../json-depth.ts";
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
export const limitBody = createMiddleware<BackendEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || isFileUpload(c.req)) return next();
  // A body without Content-Length is read here, in full; one with it, by parseJsonBody.
  return ended(() => limitBodySize(c, next));
});

/**
 * storageCreateFile: its multipart body is streamed to disk by its route, with the bucket's own
 * size limit, and is neither limited nor parsed as JSON here.
 */
function isFileUpload(request: { method: string; path: string }): boolean {
  return (
    request.method === "POST" && /^\/v1\/storage\/buckets\/[^/]+\/files\/?$/.test(request.path)
  );
}

/**
 * The deepest nesting of arrays and objects a body may have: PHP's json_decode stops at 512 by
 * default, so Appwrite reads nothing deeper either (decision 0064). JSON.parse has no such bound,
 * and a 2 MiB body a million arrays deep held the event loop for seconds.
 */
export const MAX_JSON_DEPTH = 512;

// Fatal: a body that is not UTF-8 is refused rather than stored with U+FFFD in place of its bytes.
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Parses a JSON object body once, for every route after it (c.get("body")). An empty body is {};
 * bytes that are not UTF-8, nesting deeper than MAX_JSON_DEPTH, malformed JSON or a non-object
 * are a 400 general_argument_invalid, never a 500, and are refused before JSON.parse runs.
 */
export const parseJsonBody = createMiddleware<BackendEnv>(async (c, next) => {
  c.set("body", {});
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isFileUpload(c.req)) {
    const text = decodeUtf8(await ended(() => c.req.arrayBuffer()));
    if (text.trim() !== "") c.set("body", parseObject(text));
  }
  await next();
});

/**
 * Runs a read of the body, telling a client that went away half-way (or was cut off by the
 * request timeout) from a fault of the server's: it is a client's mistake, logged as a warning.
 */
async function ended<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (failure) {
    if (failure instanceof Error && "code" in failure && failure.code === "ECONNRESET") {
      throw new AppwriteError(
        "general_argument_invalid",
        "The request ended before its whole body arrived.",
        {
          cause: failure,
        },
      );
    }
    throw failure;
  }
}

function decodeUtf8(bytes: ArrayBuffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new AppwriteError("general_argument_invalid", "Request body is not valid UTF-8.");
  }
}

function parseObject(text: string): Record<string, unknown> {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new AppwriteError(
      "general_argument_invalid",
      `Request body is nested too deeply. The limit is ${MAX_JSON_DEPTH} levels.`,
    );
  }
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
