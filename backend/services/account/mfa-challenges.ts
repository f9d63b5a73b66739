import { randomInt } from "node:crypto";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { recipientLocale } from "../../mail/recipient-language.ts";
import { emailOtpEmail, phoneOtpSms } from "../../mail/templates.ts";
import { createUniqueId } from "../../security/account-id.ts";
import { totpStepOf } from "../../security/totp.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { ChallengeRecord, MfaFactor } from "../../storage/mfa-store.ts";
import type { SessionRecord } from "../../storage/session-store.ts";
import type { Caller } from "../caller.ts";
import { getAccount } from "./accounts.ts";
import { sendEmail, sendSms } from "./messaging.ts";
import { useRecoveryCode } from "./mfa-recovery-codes.ts";
import { addSessionFactors, requireSession, type MfaDeps } from "./mfa.ts";

/** Appwrite's TOKEN_EXPIRATION_CONFIRM: a challenge can be completed for one hour. */
const CHALLENGE_MINUTES = 60;
const CODE_DIGITS = 6;
/** Wrong answers a challenge survives; the fifth deletes it, and a new one must be asked for. */
export const MAX_CHALLENGE_FAILURES = 5;

/**
 * Starts proving a factor. Email and phone challenges send a 6-digit code to the account's
 * verified address or number (400 user_email_not_verified, user_phone_not_found... otherwise);
 * TOTP and recovery-code challenges send nothing. The code is stored only as a keyed digest.
 * (accountCreateMfaChallenge)
 */
export async function createMfaChallenge(
  deps: MfaDeps,
  caller: Caller,
  factor: MfaFactor,
): Promise<ChallengeRecord> {
  const user = await getAccount(deps, caller);
  checkDeliverable(user, factor);
  const now = deps.now();
  const delivery = factor === "email" || factor === "phone" ? { factor, code: createCode() } : null;
  const challenge: ChallengeRecord = {
    id: createUniqueId(now),
    userId: user.id,
    factor,
    codeDigest: delivery === null ? null : deps.secrets.digest(delivery.code),
    expire: new Date(now.getTime() + CHALLENGE_MINUTES * 60 * 1000),
    createdAt: now,
  };
  await deps.mfa.createChallenge(challenge);
  if (delivery !== null) await deliverCode(deps, user, delivery.factor, delivery.code);
  return challenge;
}

/**
 * Completes a challenge with the code (or the TOTP or recovery code): the factor is added to
 * this session, which may then pass the MFA check, and the session counts as recently
 * challenged. Anything wrong (unknown, expired, another user's, a wrong code) is 401
 * user_invalid_token; each challenge, each recovery code and each TOTP time step works once,
 * and the fifth wrong answer deletes the challenge (six digits are too few to survive guessing).
 * (accountUpdateMfaChallenge)
 */
export async function updateMfaChallenge(
  deps: MfaDeps,
  caller: Caller,
  challengeId: string,
  otp: string,
): Promise<SessionRecord> {
  const { user, session } = await requireSession(deps, caller);
  const now = deps.now();
  const challenge = await deps.mfa.findChallenge(challengeId);
  if (!challenge || challenge.userId !== user.id || challenge.expire <= now) {
    throw new AppwriteError("user_invalid_token");
  }
  if (!(await isCorrectAnswer(deps, challenge, otp, now))) {
    await deps.mfa.countChallengeFailure(challenge.id, MAX_CHALLENGE_FAILURES);
    throw new AppwriteError("user_invalid_token");
  }
  if (!(await deps.mfa.deleteChallenge(challenge.id))) {
    throw new AppwriteError("user_invalid_token");
  }
  return addSessionFactors(deps, session, [challenge.factor], now);
}

async function isCorrectAnswer(
  deps: MfaDeps,
  challenge: ChallengeRecord,
  otp: string,
  now: Date,
): Promise<boolean> {
  switch (challenge.factor) {
    case "totp": {
      const authenticator = await deps.mfa.findAuthenticator(challenge.userId, "totp");
      if (!authenticator?.verified) return false;
      const step = totpStepOf(deps.secrets.open(authenticator.sealedSecret), otp, now);
      return step !== null && deps.mfa.useTotpStep(authenticator.id, step);
    }
    case "email":
    case "phone":
      return challenge.codeDigest !== null && deps.secrets.matchesDigest(otp, challenge.codeDigest);
    case "recoverycode":
      return useRecoveryCode(deps, challenge.userId, otp);
  }
}

function checkDeliverable(user: UserRecord, factor: MfaFactor): void {
  if (factor === "email") {
    if (user.email === "") throw new AppwriteError("user_email_not_found");
    if (!user.emailVerification) throw new AppwriteError("user_email_not_verified");
  }
  if (factor === "phone") {
    if (user.phone === "") throw new AppwriteError("user_phone_not_found");
    if (!user.phoneVerification) throw new AppwriteError("user_phone_not_verified");
  }
}

async function deliverCode(
  deps: MfaDeps,
  user: UserRecord,
  factor: "email" | "phone",
  code: string,
): Promise<void> {
  const content = {
    brandName: deps.brandName,
    locale: recipientLocale(user.prefs),
    code,
    expireMinutes: CHALLENGE_MINUTES,
  };
  if (factor === "email") {
    await sendEmail(deps, user.email, emailOtpEmail(content));
  } else {
    await sendSms(deps, user.phone, phoneOtpSms(content));
  }
}

/** Six random digits, leading zeros kept, as Appwrite's codeGenerator() makes them. */
function createCode(): string {
  return Array.from({ length: CODE_DIGITS }, () => randomInt(10)).join("");
}
