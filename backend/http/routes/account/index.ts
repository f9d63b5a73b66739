import { Hono } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { BackendEnv } from "../../context.ts";
import { accountProfileRoutes } from "./account.ts";
import { identityRoutes } from "./identities.ts";
import { jwtRoutes } from "./jwts.ts";
import { logRoutes } from "./logs.ts";
import { mfaRoutes } from "./mfa.ts";
import { oauth2SessionRoutes, oauth2TokenRoutes } from "./oauth2.ts";
import { profileRoutes } from "./profile.ts";
import { recoveryRoutes } from "./recovery.ts";
import { sessionRoutes } from "./sessions.ts";
import { targetRoutes } from "./targets.ts";
import { tokenRoutes } from "./tokens.ts";
import { verificationRoutes } from "./verification.ts";

/** The Account API, mounted at /v1/account: one module per group of paths, named after it. */
export function accountRoutes(deps: BackendDeps): Hono<BackendEnv> {
  return new Hono<BackendEnv>()
    .route("/", accountProfileRoutes(deps))
    .route("/", profileRoutes(deps))
    .route("/", verificationRoutes(deps))
    .route("/recovery", recoveryRoutes(deps))
    .route("/jwts", jwtRoutes(deps))
    .route("/logs", logRoutes(deps))
    .route("/targets", targetRoutes(deps))
    .route("/tokens", tokenRoutes(deps))
    .route("/sessions", sessionRoutes(deps))
    .route("/sessions/oauth2", oauth2SessionRoutes(deps))
    .route("/tokens/oauth2", oauth2TokenRoutes(deps))
    .route("/mfa", mfaRoutes(deps))
    .route("/identities", identityRoutes(deps));
}
