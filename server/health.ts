import type { IncomingMessage, ServerResponse } from "node:http";
import type { Backend } from "../backend/create-backend.ts";

/**
 * GET /healthz, what a proxy, systemd or a monitor polls: 200 when the database answers a read,
 * 503 when it does not. One tiny query and no session, so polling it costs next to nothing and
 * never sets a cookie. With a real Appwrite the database is not ours to check: 200 says the
 * process is up. Sent from the Node listener before anything else (decision 0062): it never
 * waits behind a render or a route.
 *
 * On a full disk (decision 0066) it stays 200, since every page and read still works and a proxy
 * that took the site out would refuse those too, with `"status": "degraded"` and `"disk": "full"`
 * in the body for a monitor to alert on. While the data folder waits for room to be opened or
 * upgraded (decision 0125, `waitingFor` says why) nothing is served yet: 503, with the reason.
 */
export function sendHealth(
  backend: Backend | null,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  waitingFor: string | null = null,
): void {
  (waitingFor === null ? healthOf(backend) : Promise.resolve(waitingHealth(waitingFor)))
    .then(({ status, body }) => {
      const text = JSON.stringify(body);
      outgoing.writeHead(status, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(text),
        "Cache-Control": "no-store",
      });
      outgoing.end(incoming.method === "HEAD" ? undefined : text);
    })
    // Nothing a client does reaches here (a closed socket only discards the answer); the log
    // keeps whatever did, and the process goes on.
    .catch((error: unknown) => {
      console.error("Health check: the answer could not be sent:", error);
      outgoing.destroy();
    });
}

const READ_ONLY_REASON =
  "The disk is full: pages and reads are served, and nothing can be saved until there is room.";

function waitingHealth(reason: string): { status: number; body: Record<string, string> } {
  return {
    status: 503,
    body: { status: "unavailable", database: "waiting", disk: "full", reason },
  };
}

async function healthOf(
  backend: Backend | null,
): Promise<{ status: number; body: Record<string, string> }> {
  if (!backend) return { status: 200, body: { status: "ok", database: "appwrite" } };
  try {
    await backend.store.ping();
    if (await backend.store.isDiskFull()) {
      return {
        status: 200,
        body: { status: "degraded", database: "read-only", disk: "full", reason: READ_ONLY_REASON },
      };
    }
    return { status: 200, body: { status: "ok", database: "ok" } };
  } catch (error) {
    console.error("Health check: the database did not answer:", error);
    return { status: 503, body: { status: "unavailable", database: "unreachable" } };
  }
}
