import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { AuthMethod } from "../../../config.ts";
import { AppwriteError } from "../../../errors/appwrite-error.ts";
import type { BackendEnv } from "../../context.ts";

// Appwrite's words for each method, from its `auth` route group (shared/api/auth.php).
const methodNames: Record<AuthMethod, string> = {
  "email-password": "Email / Password",
  "magic-url": "Magic URL",
  "email-otp": "Email OTP",
  anonymous: "Anonymous",
  jwt: "JWT",
  phone: "Phone",
};

/**
 * Appwrite's `auth.type` label on a route: when the project has switched `method` off
 * (AUTH_METHODS), the route answers 501 user_auth_method_unsupported before anything else runs,
 * so a switched-off method neither creates, sends nor counts anything. Appwrite puts the label on
 * the routes that start a sign-in by that method (and on sending a phone verification code); the
 * routes that redeem a token, and a JWT sent as a header, are not gated, exactly as there.
 */
export function authMethod(deps: BackendDeps, method: AuthMethod) {
  return createMiddleware<BackendEnv>(async (_c, next) => {
    if (!deps.config.authMethods.has(method)) {
      throw new AppwriteError(
        "user_auth_method_unsupported",
        `${methodNames[method]} authentication is disabled for this project`,
      );
    }
    await next();
  });
}
