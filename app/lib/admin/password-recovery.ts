import type { Account } from "appwrite";
import { hasErrorType } from "../error-words.ts";

/** Where the emailed link leads: the page that sets the new password. */
export const RESET_PASSWORD_PATH = "/reset-password";

/** The userId and secret a recovery link carries, or null when the address lacks them. */
export function recoveryLinkParams(url: URL): { userId: string; secret: string } | null {
  const userId = url.searchParams.get("userId");
  const secret = url.searchParams.get("secret");
  return userId && secret ? { userId, secret } : null;
}

/**
 * Emails a link to choose a new password (createRecovery), back to this site's reset page.
 * An unknown email is treated as sent: the page must never tell whether an account exists.
 */
export async function sendRecoveryLink(account: Account, email: string): Promise<void> {
  try {
    await account.createRecovery({
      email: email.trim(),
      url: new URL(RESET_PASSWORD_PATH, window.location.origin).href,
    });
  } catch (error) {
    if (!hasErrorType(error, "user_not_found")) throw error;
  }
}
