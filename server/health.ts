import type { Context } from "hono";
import type { Backend } from "../backend/create-backend.ts";

/**
 * GET /healthz, what a proxy, systemd or a monitor polls: 200 when the database answers a read,
 * 503 when it does not. One tiny query and no session, so polling it costs next to nothing and
 * never sets a cookie. With a real Appwrite the database is not ours to check: 200 says the
 * process is up.
 *
 * On a full disk (decision 0066) it stays 200, since every page and read still works and a proxy
 * that took the site out would refuse those too, with `"status": "degraded"` and `"disk": "full"`
 * in the body for a monitor to alert on.
 */
export function healthCheck(backend: Backend | null) {
  return async (c: Context): Promise<Response> => {
    c.header("Cache-Control", "no-store");
    if (!backend) return c.json({ status: "ok", database: "appwrite" });
    try {
      await backend.store.ping();
      if (await backend.store.isDiskFull()) {
        return c.json({ status: "degraded", database: "read-only", disk: "full" });
      }
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      console.error("Health check: the database did not answer:", error);
      return c.json({ status: "unavailable", database: "unreachable" }, 503);
    }
  };
}
