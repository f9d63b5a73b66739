import { AuthenticatorType } from "appwrite";
import { Secret, TOTP } from "otpauth";
import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import type { TestServer } from "../../support/test-server.ts";
import { signedInUser, type TestAccount } from "../../support/users.ts";

/**
 * The code an authenticator app shows for `secret` (base32), computed here as an app would: now,
 * or `periodsAgo` 30-second periods ago (the server accepts the previous period's code too).
 */
export function totpCode(secret: string, periodsAgo = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
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

/** The same person signing in again on another device: a new email-password session. */
export async function signInAgain(server: TestServer, account: TestAccount): Promise<SdkUser> {
  const device = sdkUser(server);
  await device.account.createEmailPasswordSession({
    email: account.email,
    password: account.password,
  });
  return device;
}

/** Marks a user's email verified in the store, as following a verification link would. */
export async function markEmailVerified(server: TestServer, userId: string): Promise<void> {
  if (!server.backend) throw new Error("The test server runs without the embedded backend.");
  await server.backend.store.accounts.updateUser(userId, { emailVerification: true }, new Date());
}
