import { Hono } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { BackendEnv } from "../../context.ts";
import { accountProfileRoutes } from "./account.ts";
import { identityRoutes } from "./identities.ts";
import { mfaRoutes } from "./mfa.ts";
import { oauth2SessionRoutes, oauth2TokenRoutes } from "./oauth2.ts";
import { sessionRoutes } from "./sessions.ts";

/** The Account API, mounted at /v1/account: the account itself and its sessions. */
export function accountRoutes(deps: BackendDeps): Hono<BackendEnv> {
  return new Hono<BackendEnv>()
    .route("/", accountProfileRoutes(deps))
    .route("/sessions", sessionRoutes(deps))
    .route("/sessions/oauth2", oauth2SessionRoutes(deps))
    .route("/tokens/oauth2", oauth2TokenRoutes(deps))
    .route("/mfa", mfaRoutes(deps))
    .route("/identities", identityRoutes(deps));
}
