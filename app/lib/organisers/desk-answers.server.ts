import { resourceResponse } from "../resource-response.server.ts";

// How the organisers' routes answer (app/routes/admin/organisers-api.ts, app/routes/welcome-api.ts):
// JSON, never kept, and a refusal in Appwrite's error shape ({ message, code, type }), so the
// screens read it as they read any Appwrite error (an AppwriteException with its type).

/** The largest body these routes read: an email, a name, a password, a link's secret. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * A JSON answer, never kept. Headers are given here, never set on the answer afterwards: the
 * Node listener's Response (@hono/node-server) writes the headers it was made with.
 */
export function jsonAnswer(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return resourceResponse(JSON.stringify(body), "application/json; charset=utf-8", {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/** An Appwrite error (from either SDK) as Appwrite answers it; anything else logged, as a 503. */
export function errorAnswer(error: unknown): Response {
  if (isAppwriteError(error) && error.code >= 400 && error.code < 600) {
    if (error.code >= 500) console.error("organisers:", error);
    return jsonAnswer({ message: error.message, code: error.code, type: error.type }, error.code);
  }
  console.error("organisers:", error);
  return jsonAnswer(
    { message: "Appwrite cannot be reached just now.", code: 503, type: "general_server_error" },
    503,
  );
}

/** A refusal of the request itself, in Appwrite's shape. */
export function refusedAnswer(type: string, code: number, message: string): Response {
  return jsonAnswer({ message, code, type }, code);
}

/** The JSON body of `request` (at most MAX_BODY_BYTES); null when it is none or too large. */
export async function jsonBody(request: Request): Promise<unknown> {
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(length <= MAX_BODY_BYTES)) return null;
  return request.json().catch(() => null);
}

function isAppwriteError(error: unknown): error is Error & { code: number; type: string } {
  return (
    error instanceof Error &&
    "code" in error &&
    typeof error.code === "number" &&
    "type" in error &&
    typeof error.type === "string"
  );
}
