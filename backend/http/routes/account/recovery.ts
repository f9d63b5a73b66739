import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { siteOrigins } from "../../../security/site-origins.ts";
import { messagingDepsOf } from "../../../services/account/messaging.ts";
import { createRecovery, updateRecovery } from "../../../services/account/recovery.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byIp, byParam } from "./abuse-limits.ts";
import { toTokenModel } from "../../../models/account-models.ts";
import { clientOf, email, parseParams, password, redirectUrl, secret, userId } from "./params.ts";

const confirmation = z.object({ userId, secret, password });

/**
 * POST /account/recovery (email a reset link) and PUT /account/recovery (set the new password
 * with its secret), answered with the token model, its secret empty.
 */
export function recoveryRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const messagingDeps = messagingDepsOf(deps);
  // Links lead only to the public address or a platform, whatever the request's Host says.
  const recoveryBody = z.object({ email, url: redirectUrl(siteOrigins(deps.config)) });

  return new Hono<BackendEnv>()
    .post(
      "/",
      abuseLimit(deps, "accountCreateRecovery:email", 10, byParam("email")),
      abuseLimit(deps, "accountCreateRecovery:ip", 10, byIp),
      async (c) => {
        const input = parseParams(recoveryBody, c.get("body"));
        const token = await createRecovery(messagingDeps, input, clientOf(c));
        return c.json(toTokenModel(token, ""), 201);
      },
    )
    .put("/", abuseLimit(deps, "accountUpdateRecovery", 10, byParam("userId")), async (c) => {
      const input = parseParams(confirmation, c.get("body"));
      const token = await updateRecovery(messagingDeps, c.get("caller"), input, clientOf(c));
      return c.json(toTokenModel(token, ""));
    });
}
