import type { Models } from "appwrite";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { formatDatetime as appwriteDate } from "../../../schema/datetime.ts";
import {
  createMfaAuthenticator,
  deleteMfaAuthenticator,
  updateMfaAuthenticator,
} from "../../../services/account/mfa-authenticators.ts";
import {
  createMfaChallenge,
  updateMfaChallenge,
} from "../../../services/account/mfa-challenges.ts";
import {
  createMfaRecoveryCodes,
  getMfaRecoveryCodes,
  updateMfaRecoveryCodes,
} from "../../../services/account/mfa-recovery-codes.ts";
import {
  listMfaFactors,
  mfaDepsOf,
  updateMfa,
  type MfaFactors,
} from "../../../services/account/mfa.ts";
import type { ChallengeRecord } from "../../../storage/mfa-store.ts";
import type { BackendEnv } from "../../context.ts";
import type { ResponseFormat } from "../../../models/response-format.ts";
import { responseFormat } from "../../response-format.ts";
import { parseParams } from "../databases/document-params.ts";
import { toSessionModel, toUserModel } from "../../../models/account-models.ts";
import { perHour, rateLimit } from "./rate-limit.ts";

// Appwrite's validators and their words: Boolean, WhiteList, Text(256).
const TEXT_256 = "Value must be a valid string and at least 1 chars and no longer than 256 chars";
const text256 = z.string({ error: TEXT_256 }).min(1, TEXT_256).max(256, TEXT_256);
const updateMfaBody = z.object({ mfa: z.boolean({ error: "Value must be a valid boolean" }) });
const authenticatorPath = z.object({
  type: z.literal("totp", { error: "Value must be one of (totp)" }),
});
const otpBody = z.object({ otp: text256 });
// The 1.7 spec names the factor `recoveryCode` in its description and `recoverycode` in its
// enum; Appwrite's WhiteList ignores case, so both are accepted.
const createChallengeBody = z.object({
  factor: z
    .string({ error: "Value must be one of (email, phone, totp, recoverycode)" })
    .transform((factor) => factor.toLowerCase())
    .pipe(
      z.enum(["email", "phone", "totp", "recoverycode"], {
        error: "Value must be one of (email, phone, totp, recoverycode)",
      }),
    ),
});
const updateChallengeBody = z.object({ challengeId: text256, otp: text256 });

/** Appwrite's abuse limits on challenges: 10 an hour per user, and 10 tries per challenge. */
const CHALLENGE_LIMIT = 10;

/**
 * The /account/mfa routes: the MFA switch, the TOTP authenticator, challenges (at both the 1.7
 * path /challenge and the current SDK's /challenges), factors and recovery codes.
 */
export function mfaRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const mfaDeps = mfaDepsOf(deps);
  const createChallengeLimit = rateLimit(
    deps,
    perHour("accountCreateMfaChallenge", CHALLENGE_LIMIT),
    (c) => c.get("caller").user?.id ?? c.get("clientGroup"),
  );
  const updateChallengeLimit = rateLimit(
    deps,
    perHour("accountUpdateMfaChallenge", CHALLENGE_LIMIT),
    (c) => String(c.get("body")["challengeId"] ?? ""),
  );

  const createChallenge = async (c: Context<BackendEnv>) => {
    const { factor } = parseParams(createChallengeBody, c.get("body"));
    const challenge = await createMfaChallenge(mfaDeps, c.get("caller"), factor);
    return c.json(toMfaChallengeModel(challenge), 201);
  };
  const updateChallenge = async (c: Context<BackendEnv>) => {
    const { challengeId, otp } = parseParams(updateChallengeBody, c.get("body"));
    const session = await updateMfaChallenge(mfaDeps, c.get("caller"), challengeId, otp);
    return c.json(toSessionModel(session, session.id));
  };

  return new Hono<BackendEnv>()
    .patch("/", async (c) => {
      const { mfa } = parseParams(updateMfaBody, c.get("body"));
      return c.json(toUserModel(await updateMfa(mfaDeps, c.get("caller"), mfa)));
    })
    .get("/factors", async (c) => {
      return c.json(
        toMfaFactorsModel(await listMfaFactors(mfaDeps, c.get("caller")), responseFormat(c)),
      );
    })
    .post("/authenticators/:type", async (c) => {
      const { type } = parseParams(authenticatorPath, c.req.param());
      const binding = await createMfaAuthenticator(mfaDeps, c.get("caller"), type);
      const model: Models.MfaType = { secret: binding.secret, uri: binding.uri };
      return c.json(model);
    })
    .put("/authenticators/:type", async (c) => {
      const { type } = parseParams(authenticatorPath, c.req.param());
      const { otp } = parseParams(otpBody, c.get("body"));
      const user = await updateMfaAuthenticator(mfaDeps, c.get("caller"), type, otp);
      return c.json(toUserModel(user));
    })
    .delete("/authenticators/:type", async (c) => {
      const { type } = parseParams(authenticatorPath, c.req.param());
      await deleteMfaAuthenticator(mfaDeps, c.get("caller"), type);
      return c.body(null, 204);
    })
    .post("/challenge", createChallengeLimit, createChallenge)
    .post("/challenges", createChallengeLimit, createChallenge)
    .put("/challenge", updateChallengeLimit, updateChallenge)
    .put("/challenges", updateChallengeLimit, updateChallenge)
    .post("/recovery-codes", async (c) => {
      const codes = await createMfaRecoveryCodes(mfaDeps, c.get("caller"));
      return c.json(toRecoveryCodesModel(codes), 201);
    })
    .get("/recovery-codes", async (c) => {
      return c.json(toRecoveryCodesModel(await getMfaRecoveryCodes(mfaDeps, c.get("caller"))));
    })
    .patch("/recovery-codes", async (c) => {
      const codes = await updateMfaRecoveryCodes(mfaDeps, c.get("caller"));
      return c.json(toRecoveryCodesModel(codes));
    });
}

/** The `mfaChallenge` model: the code itself never leaves the server this way. */
function toMfaChallengeModel(challenge: ChallengeRecord): Models.MfaChallenge {
  return {
    $id: challenge.id,
    $createdAt: appwriteDate(challenge.createdAt),
    userId: challenge.userId,
    expire: appwriteDate(challenge.expire),
  };
}

/**
 * The `mfaFactors` model; `custom` (a factor added in Appwrite 1.8) is never available here and
 * is left out for 1.7-era clients.
 */
function toMfaFactorsModel(factors: MfaFactors, format: ResponseFormat) {
  return format.isBefore18 ? factors : { ...factors, custom: false };
}

function toRecoveryCodesModel(codes: string[]): Models.MfaRecoveryCodes {
  return { recoveryCodes: codes };
}
