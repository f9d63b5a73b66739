import { AuthenticationFactor, type Account } from "appwrite";

// The second step of a two-factor sign-in: a code from the authenticator app (TOTP), or one of
// the recovery codes that stand in for the app when it is lost.

/** How many digits an authenticator app shows; recovery codes are 10 letters and digits. */
const AUTHENTICATOR_CODE = /^\d{6}$/;

/** A code as typed, without the spaces apps and people put in the middle ("123 456"). */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, "");
}

/** Which factor a typed code proves: six digits come from the app, anything else is a recovery code. */
export function factorNameForCode(code: string): "totp" | "recoverycode" {
  return AUTHENTICATOR_CODE.test(normaliseCode(code)) ? "totp" : "recoverycode";
}

/** factorNameForCode as the browser SDK names it. */
export function factorForCode(code: string): AuthenticationFactor {
  return factorNameForCode(code) === "totp"
    ? AuthenticationFactor.Totp
    : AuthenticationFactor.Recoverycode;
}

/**
 * Proves a second factor for this session with a code from the app or a recovery code
 * (createMFAChallenge, then updateMFAChallenge). It finishes a sign-in, and it makes the session
 * "recently challenged", which Appwrite asks for before removing the app or replacing codes.
 */
export async function completeChallenge(account: Account, typed: string): Promise<void> {
  const otp = normaliseCode(typed);
  const challenge = await account.createMFAChallenge({ factor: factorForCode(otp) });
  await account.updateMFAChallenge({ challengeId: challenge.$id, otp });
}
