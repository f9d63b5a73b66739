import { AppwriteError } from "../../errors/appwrite-error.ts";
import { createUniqueId } from "../../security/account-id.ts";
import { createTotpBinding, totpStepOf, type TotpBinding } from "../../security/totp.ts";
import type { UserRecord } from "../../storage/account-store.ts";
import type { Caller } from "../caller.ts";
import { getAccount } from "./accounts.ts";
import { addSessionFactors, requireRecentChallenge, requireSession, type MfaDeps } from "./mfa.ts";

/** The one authenticator type Appwrite has. */
export type AuthenticatorType = "totp";

/**
 * Starts binding an authenticator app: a new TOTP secret and its otpauth URI, labelled with the
 * account's email and the club's name. It replaces an earlier unverified one; a verified one
 * must be deleted first (409 user_authenticator_already_verified). The secret is shown only
 * here and stored sealed. (accountCreateMfaAuthenticator)
 */
export async function createMfaAuthenticator(
  deps: MfaDeps,
  caller: Caller,
  type: AuthenticatorType,
): Promise<TotpBinding> {
  const user = await getAccount(deps, caller);
  const binding = createTotpBinding(deps.brandName, user.email);
  const now = deps.now();
  const isStored = await deps.mfa.replaceUnverifiedAuthenticator({
    id: createUniqueId(now),
    userId: user.id,
    type,
    verified: false,
    sealedSecret: deps.secrets.seal(binding.secret),
    createdAt: now,
    updatedAt: now,
  });
  if (!isStored) throw new AppwriteError("user_authenticator_already_verified");
  return binding;
}

/**
 * Finishes binding: a valid code from the app verifies the authenticator, which then counts as
 * a factor, for this session too. A wrong code is 401 user_invalid_token.
 * (accountUpdateMfaAuthenticator)
 */
export async function updateMfaAuthenticator(
  deps: MfaDeps,
  caller: Caller,
  type: AuthenticatorType,
  otp: string,
): Promise<UserRecord> {
  const { user, session } = await requireSession(deps, caller);
  const authenticator = await deps.mfa.findAuthenticator(user.id, type);
  if (!authenticator) throw new AppwriteError("user_authenticator_not_found");
  if (authenticator.verified) throw new AppwriteError("user_authenticator_already_verified");
  const now = deps.now();
  const step = totpStepOf(deps.secrets.open(authenticator.sealedSecret), otp, now);
  // Binding proves the person holds the app and signs nobody in, so its code is not used up:
  // the account page answers a challenge with the same code right after, as Appwrite allows.
  // Only challenges, which do sign in, use a time step once.
  if (step === null) throw new AppwriteError("user_invalid_token");
  // A second request with the same code may have verified it in the meantime.
  if (!(await deps.mfa.markAuthenticatorVerified(authenticator.id, now))) {
    throw new AppwriteError("user_authenticator_already_verified");
  }
  await addSessionFactors(deps, session, [type], session.mfaUpdatedAt);
  return user;
}

/**
 * Removes the caller's authenticator; only a session that completed a challenge in the last 30
 * minutes may (401 user_challenge_required). (accountDeleteMfaAuthenticator)
 */
export async function deleteMfaAuthenticator(
  deps: MfaDeps,
  caller: Caller,
  type: AuthenticatorType,
): Promise<void> {
  const { user, session } = await requireSession(deps, caller);
  requireRecentChallenge(deps, session);
  if (!(await deps.mfa.deleteAuthenticator(user.id, type))) {
    throw new AppwriteError("user_authenticator_not_found");
  }
}
