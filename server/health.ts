import type { IncomingMessage, ServerResponse } from "node:http";
import type { Backend } from "../backend/create-backend.ts";
import type { AppwriteReach } from "./appwrite-reach.ts";

/** /healthz's answer: its status and JSON body. */
interface HealthAnswer {
  status: number;
  body: Record<string, string>;
}

/**
 * Where /healthz looks: the embedded backend's database, a real Appwrite elsewhere, or nowhere
 * yet while the data folder waits for room (`waitingFor` says why).
 */
export type HealthSource =
  { backend: Backend } | { appwrite: () => Promise<AppwriteReach> } | { waitingFor: string };

/**
 * GET /healthz, what a proxy, systemd or a monitor polls: 200 when the database answers a read,
 * 503 when it does not. One tiny query and no session, so polling it costs next to nothing and
 * never sets a cookie. With a real Appwrite (decision 0137) it asks Appwrite whether it answers
 * (appwrite-reach.ts): while it does not, 200 with `"status": "degraded"` and
 * `"appwrite": "unreachable"`, since the site still answers every visitor with a clear page and
 * a proxy that took it out would answer with nothing better. Sent from the Node listener before
 * anything else (decision 0062): it never waits behind a render or a route.
 *
 * On a full disk (decision 0066) it stays 200, since every page and read still works and a proxy
 * that took the site out would refuse those too, with `"status": "degraded"` and `"disk": "full"`
 * in the body for a monitor to alert on. While the data folder waits for room to be opened or
 * upgraded (decision 0125) nothing is served yet: 503, with the reason.
 */
export function sendHealth(
  source: HealthSource,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): void {
  healthOf(source)
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

function waitingHealth(reason: string): HealthAnswer {
  return {
    status: 503,
    body: { status: "unavailable", database: "waiting", disk: "full", reason },
  };
}

function healthOf(source: HealthSource): Promise<HealthAnswer> {
  if ("backend" in source) return embeddedHealth(source.backend);
  if ("appwrite" in source) return appwriteHealth(source.appwrite);
  return Promise.resolve(waitingHealth(source.waitingFor));
}

const UNREACHABLE_REASON =
  "Appwrite does not answer: pages say the club's data cannot be reached just now.";

async function appwriteHealth(look: () => Promise<AppwriteReach>): Promise<HealthAnswer> {
  const reach = await look();
  if (reach.isReachable) return { status: 200, body: { status: "ok", appwrite: "ok" } };
  return {
    status: 200,
    body: {
      status: "degraded",
      appwrite: "unreachable",
      cause: reach.reason,
      reason: UNREACHABLE_REASON,
    },
  };
}

async function embeddedHealth(backend: Backend): Promise<HealthAnswer> {
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
