import { AuthenticatorType } from "appwrite";
import { Secret, TOTP } from "otpauth";
import type { SdkUser } from "./sdk.ts";
import type { TestServer } from "./test-server.ts";
import { signedInUser, type TestAccount } from "./users.ts";

/**
 * The code an authenticator app shows for `secret` (base32, spaces allowed as the account page
 * prints it): now, or `periodsAgo` 30-second periods ago (the server accepts the previous
 * period's code too, and refuses older ones).
 */
export function totpCode(secret: string, periodsAgo = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() - periodsAgo * 30_000 });
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
    // The previous period's code: each period's code works once, and tests answer their
    // challenges with the current one.
    otp: totpCode(secret, 1),
  });
  return { ...member, userId: user.$id, secret };
}
