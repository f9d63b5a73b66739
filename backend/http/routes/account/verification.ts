import { type Context, Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { siteOrigins } from "../../../security/site-origins.ts";
import { messagingDepsOf } from "../../../services/account/messaging.ts";
import {
  createEmailVerification,
  createPhoneVerification,
  updateEmailVerification,
  updatePhoneVerification,
} from "../../../services/account/verification.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byCaller, byIp, byParam } from "./abuse-limits.ts";
import { authMethod } from "./auth-method.ts";
import { toTokenModel } from "../../../models/account-models.ts";
import { clientOf, parseParams, redirectUrl, secret, userId } from "./params.ts";

const confirmation = z.object({ userId, secret });

/**
 * Email and phone verification. Both SDK eras are served: 1.7's /account/verification and
 * /account/verification/phone, and the current SDK's /account/verifications/email and
 * /account/verifications/phone. Each answers the token model, its secret empty.
 */
export function verificationRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const messagingDeps = messagingDepsOf(deps);
  // Links lead only to the public address or a platform, whatever the request's Host says.
  const verificationBody = z.object({ url: redirectUrl(siteOrigins(deps.config)) });

  const createEmail = async (c: Context<BackendEnv>) => {
    const { url } = parseParams(verificationBody, c.get("body"));
    const token = await createEmailVerification(messagingDeps, c.get("caller"), url, clientOf(c));
    return c.json(toTokenModel(token, ""), 201);
  };
  const confirmEmail = async (c: Context<BackendEnv>) => {
    const input = parseParams(confirmation, c.get("body"));
    const token = await updateEmailVerification(messagingDeps, input, clientOf(c));
    return c.json(toTokenModel(token, ""));
  };
  const createPhone = async (c: Context<BackendEnv>) => {
    const token = await createPhoneVerification(messagingDeps, c.get("caller"), clientOf(c));
    return c.json(toTokenModel(token, ""), 201);
  };
  const confirmPhone = async (c: Context<BackendEnv>) => {
    const input = parseParams(confirmation, c.get("body"));
    const token = await updatePhoneVerification(messagingDeps, input, clientOf(c));
    return c.json(toTokenModel(token, ""));
  };

  // Appwrite labels sending a phone verification code with the phone method too.
  const phoneMethod = authMethod(deps, "phone");
  // One limit per operation, shared by its old and new path.
  const createEmailLimit = abuseLimit(deps, "accountCreateVerification", 10, byCaller);
  const confirmEmailLimit = abuseLimit(deps, "accountUpdateVerification", 10, byParam("userId"));
  const createPhoneLimits = [
    abuseLimit(deps, "accountCreatePhoneVerification:user", 10, byCaller),
    abuseLimit(deps, "accountCreatePhoneVerification:ip", 10, byIp),
  ] as const;
  const confirmPhoneLimit = abuseLimit(
    deps,
    "accountUpdatePhoneVerification",
    10,
    byParam("userId"),
  );

  return new Hono<BackendEnv>()
    .post("/verification", createEmailLimit, createEmail)
    .post("/verifications/email", createEmailLimit, createEmail)
    .put("/verification", confirmEmailLimit, confirmEmail)
    .put("/verifications/email", confirmEmailLimit, confirmEmail)
    .post("/verification/phone", phoneMethod, ...createPhoneLimits, createPhone)
    .post("/verifications/phone", phoneMethod, ...createPhoneLimits, createPhone)
    .put("/verification/phone", confirmPhoneLimit, confirmPhone)
    .put("/verifications/phone", confirmPhoneLimit, confirmPhone);
}
