import { AuthenticatorType } from "appwrite";
import { Secret, TOTP } from "otpauth";
import type { SdkUser } from "./sdk.ts";
import type { TestServer } from "./test-server.ts";
import { signedInUser, type TestAccount } from "./users.ts";

// An authenticator app as tests hold one. A challenge takes a code of the previous, current or
// next 30-second period, each period once and in order (a used code is refused, RFC 6238 5.2),
// so a test that answers several challenges asks for the next code each time. Linking the app
// uses up no code: `totpCode` is what the app shows while the person links it.

const PERIOD_MS = 30_000;
const lastStepOf = new Map<string, number>();

/**
 * The code an authenticator app shows for `secret` (base32, spaces allowed as the account page
 * prints it): now, or `periodsAgo` 30-second periods ago (older than one period: refused).
 */
export function totpCode(secret: string, periodsAgo = 0): string {
  return codeAtStep(secret, Math.floor(Date.now() / PERIOD_MS) - periodsAgo);
}

/**
 * A right code no challenge has taken yet: the current period's, or the next one's when this
 * app already gave the current one (which the server still takes for 30 seconds either way).
 */
export function nextTotpCode(secret: string): string {
  const key = secret.replace(/\s+/g, "");
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max((lastStepOf.get(key) ?? current - 1) + 1, current);
  if (step > current + 1) {
    throw new Error("An authenticator app has only two unused right codes at a time.");
  }
  lastStepOf.set(key, step);
  return codeAtStep(key, step);
}

function codeAtStep(secret: string, step: number): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: step * PERIOD_MS });
}

/** A signed-in member whose authenticator app is bound and verified (MFA itself still off). */
export interface TotpMember extends SdkUser, TestAccount {
  userId: string;
  /** The TOTP secret their "app" holds. */
  secret: string;
}

export async function memberWithTotp(server: TestServer): Promise<TotpMember> {
  const member = await signedInUser(server);
  const { secret } = await member.account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
  const user = await member.account.updateMFAAuthenticator({
    type: AuthenticatorType.Totp,
    otp: totpCode(secret),
  });
  return { ...member, userId: user.$id, secret };
}
