import { sdkUser, type SdkUser } from "../../support/sdk.ts";
import type { TestServer } from "../../support/test-server.ts";
import type { TestAccount } from "../../support/users.ts";

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
