import { createMiddleware } from "hono/factory";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { ApiKeyScope } from "../../security/api-keys.ts";
import type { BackendEnv } from "../context.ts";

/**
 * Refuses a key caller whose key lacks the scope the route needs, as Appwrite does for every
 * route (shared/api.php): 401 general_unauthorized_scope. Reads need `<noun>.read`, anything
 * else `<noun>.write`. Guests and users are left to the permissions, which Appwrite's role
 * scopes already allow for these routes.
 */
export function requireKeyScope(noun: "documents" | "files") {
  return createMiddleware<BackendEnv>(async (c, next) => {
    const key = c.get("caller").key;
    if (key) {
      const scope: ApiKeyScope = c.req.method === "GET" ? `${noun}.read` : `${noun}.write`;
      if (!key.scopes.includes(scope)) {
        // Appwrite names the key's service user and its role ("applications").
        throw new AppwriteError(
          "general_unauthorized_scope",
          `${key.name} (role: applications) missing scope (${scope})`,
        );
      }
    }
    await next();
  });
}
