import { Hono } from "hono";
import { APPWRITE_VERSION } from "../../../errors/appwrite-error.ts";
import type { BackendEnv } from "../../context.ts";

/**
 * GET /v1/health/version: Appwrite's one health route open to anyone (scope `public`, no key;
 * app/controllers/api/health.php), answering `{"version": …}`. The site's /healthz asks it when
 * Appwrite runs elsewhere, so the embedded backend standing in for one answers it too.
 */
export function healthVersionRoutes(): Hono<BackendEnv> {
  return new Hono<BackendEnv>().get("/", (c) => c.json({ version: APPWRITE_VERSION }));
}
