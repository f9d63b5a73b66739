import { AuthenticatorType, type Account } from "appwrite";
import { completeChallenge, normaliseCode } from "./two-factor-challenge.ts";

// Turning two-factor sign-in with an authenticator app on and off, from the account page's
// server action (account-actions.server.ts). Every step is an Appwrite account call, as the
// organiser's session, in the order Appwrite expects.

/** The first step of turning two-factor sign-in on. */
export type TwoFactorSetup =
  /**
   * A new app to link: the QR code (a data: URL drawn by the site's server, never by a QR
   * service), the same otpauth:// address as a link for the app on the phone showing this
   * screen, and the secret, for typing in by hand.
   */
  | { isLinked: false; secret: string; qrCode: string; uri: string }
  /** An app was linked by an earlier setup that stopped before the end; its code finishes it. */
  | { isLinked: true };

/**
 * Starts linking an authenticator app (createMFAAuthenticator); the QR code is drawn here. An
 * app an unfinished setup already linked is kept, since the person may still have it.
 */
export async function startTwoFactorSetup(account: Account): Promise<TwoFactorSetup> {
  if ((await account.listMFAFactors()).totp) return { isLinked: true };
  const { secret, uri } = await account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
  return { isLinked: false, secret, uri, qrCode: await drawQrCode(uri) };
}

/**
 * The QR code of `uri`, its module loaded on demand as the presenter view loads it in the
 * browser: one module imported both ways would make the build warn that it cannot split it.
 */
export async function drawQrCode(uri: string): Promise<string> {
  const { qrCodeDataUrl } = await import("../qr-code.ts");
  return qrCodeDataUrl(uri);
}

/**
 * Finishes turning two-factor sign-in on with a code from the app: verifies the app (unless an
 * earlier setup did), proves it as a challenge, gets recovery codes and switches MFA on. Returns
 * the recovery codes, which are never shown again.
 */
export async function finishTwoFactorSetup(account: Account, typed: string): Promise<string[]> {
  const otp = normaliseCode(typed);
  const factors = await account.listMFAFactors();
  if (!factors.totp) {
    await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp });
  }
  // Also checks the code of an app linked earlier, and makes the session recently challenged,
  // which replacing the codes of an earlier time two-factor sign-in was on requires.
  await completeChallenge(account, otp);
  const { recoveryCodes } = factors.recoveryCode
    ? await account.updateMFARecoveryCodes()
    : await account.createMFARecoveryCodes();
  await account.updateMFA({ mfa: true });
  return recoveryCodes;
}

/**
 * Turns two-factor sign-in off after a code proves it is the account's owner: unlinks the app
 * (deleteMFAAuthenticator), so turning it on again starts with a new one, then switches MFA off.
 */
export async function turnOffTwoFactor(account: Account, typed: string): Promise<void> {
  await completeChallenge(account, typed);
  await account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp });
  await account.updateMFA({ mfa: false });
}
