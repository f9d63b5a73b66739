import type { Context } from "hono";
import { AppwriteError, toErrorBody } from "../../errors/appwrite-error.ts";
import type { BackendEnv } from "../context.ts";

/**
 * The one place error bodies are written, as Appwrite's {message, code, type, version}.
 * Anything that is not an AppwriteError is a bug: it is logged with the request id and answered
 * as a generic 500 with no internal detail.
 */
export function errorResponse(error: Error, c: Context<BackendEnv>): Response {
  if (error instanceof AppwriteError) {
    if (error.cause !== undefined) {
      console.warn(`[${c.get("requestId")}] ${error.type}:`, error.cause);
    }
    return jsonError(error);
  }
  console.error(`[${c.get("requestId")}] unexpected error on ${c.req.method} ${c.req.path}`, error);
  return jsonError(new AppwriteError("general_unknown"));
}

/** An AppwriteError as a response, for middleware that answers before the routes run. */
export function jsonError(error: AppwriteError, headers?: HeadersInit): Response {
  // Set before the Response is made: @hono/node-server's Response rebuilds itself from its
  // constructor's arguments when read in-process (the site's reads), losing later changes.
  const allHeaders = new Headers(headers);
  allHeaders.set("Content-Type", "application/json");
  if (error.retryAfterSeconds !== undefined) {
    allHeaders.set("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  return new Response(JSON.stringify(toErrorBody(error)), {
    status: error.code,
    headers: allHeaders,
  });
}

/** Unknown paths under /v1 answer as Appwrite does. */
export function routeNotFound(): Response {
  return jsonError(new AppwriteError("general_route_not_found"));
}
