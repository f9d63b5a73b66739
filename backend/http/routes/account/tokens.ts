import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { siteOrigins } from "../../../security/site-origins.ts";
import { messagingDepsOf } from "../../../services/account/messaging.ts";
import {
  createEmailToken,
  createMagicURLToken,
  createPhoneToken,
} from "../../../services/account/sign-in-tokens.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byIp, byParam } from "./abuse-limits.ts";
import { authMethod } from "./auth-method.ts";
import { toTokenModel } from "../../../models/account-models.ts";
import { clientOf, email, parseParams, phone, phrase, redirectUrl, userId } from "./params.ts";

const emailTokenBody = z.object({ userId, email, phrase });
const phoneTokenBody = z.object({ userId, phone });

/**
 * POST /account/tokens/email, /magic-url and /phone: send a sign-in code or link, answered with
 * the token model (its secret empty: it travels only by email or text, as in Appwrite).
 */
export function tokenRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const messagingDeps = messagingDepsOf(deps);
  // Links lead only to the public address or a platform, whatever the request's Host says;
  // without a url, the link opens the site's home page, which this backend serves.
  const magicUrlBody = z.object({
    userId,
    email,
    url: redirectUrl(siteOrigins(deps.config)).default(`${deps.config.publicUrl}/`),
    phrase,
  });

  return new Hono<BackendEnv>()
    .post(
      "/email",
      authMethod(deps, "email-otp"),
      abuseLimit(deps, "accountCreateEmailToken:email", 10, byParam("email")),
      abuseLimit(deps, "accountCreateEmailToken:ip", 10, byIp),
      async (c) => {
        const input = parseParams(emailTokenBody, c.get("body"));
        const { token, phrase } = await createEmailToken(messagingDeps, input, clientOf(c));
        return c.json(toTokenModel(token, phrase), 201);
      },
    )
    .post(
      "/magic-url",
      authMethod(deps, "magic-url"),
      abuseLimit(deps, "accountCreateMagicURLToken:email", 60, byParam("email")),
      abuseLimit(deps, "accountCreateMagicURLToken:ip", 60, byIp),
      async (c) => {
        const input = parseParams(magicUrlBody, c.get("body"));
        const { token, phrase: shown } = await createMagicURLToken(
          messagingDeps,
          input,
          clientOf(c),
        );
        return c.json(toTokenModel(token, shown), 201);
      },
    )
    .post(
      "/phone",
      authMethod(deps, "phone"),
      abuseLimit(deps, "accountCreatePhoneToken:phone", 10, byParam("phone")),
      abuseLimit(deps, "accountCreatePhoneToken:ip", 10, byIp),
      async (c) => {
        const input = parseParams(phoneTokenBody, c.get("body"));
        const token = await createPhoneToken(messagingDeps, input, clientOf(c));
        return c.json(toTokenModel(token, ""), 201);
      },
    );
}
