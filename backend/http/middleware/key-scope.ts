import { createMiddleware } from "hono/factory";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import type { ApiKeyScope } from "../../security/api-keys.ts";
import type { AccountStore } from "../../storage/account-store.ts";
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

/**
 * For the server APIs (Users): a key with the scope, and nobody else. Appwrite gives guests and
 * users no `users.*` scope, so it answers them 401 general_unauthorized_scope naming who they are
 * (shared/api.php: the user's email, or "User", and the role).
 */
export function requireServerScope(noun: "users", accounts: Pick<AccountStore, "getUser">) {
  return createMiddleware<BackendEnv>(async (c, next) => {
    const caller = c.get("caller");
    const scope: ApiKeyScope = c.req.method === "GET" ? `${noun}.read` : `${noun}.write`;
    if (!caller.key) {
      const user = caller.user && (await accounts.getUser(caller.user.id));
      const who = user?.email || "User";
      const role = caller.user ? "users" : "guests";
      throw new AppwriteError(
        "general_unauthorized_scope",
        `${who} (role: ${role}) missing scope (${scope})`,
      );
    }
    await next();
  });
}
