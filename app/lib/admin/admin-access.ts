import { AppwriteException, type Account, type Models } from "appwrite";
import { hasErrorType } from "../error-words.ts";

/** The person at the keyboard, as the admin screens greet them, with their account's prefs. */
export interface SignedInUser {
  name: string;
  email: string;
  /** Their Appwrite prefs: what they chose to hide (a reminder dismissed) follows them. */
  prefs: Record<string, unknown>;
}

/** What the guard of the admin screens decided. */
export type AdminAccess =
  | { kind: "signed-out" }
  | { kind: "needs-second-factor" }
  | { kind: "not-admin"; user: SignedInUser }
  | { kind: "admin"; user: SignedInUser };

/** The guard's rule: a signed-in user carrying the label "admin" is an organiser. */
export function accessFor(
  user: (Pick<Models.User, "name" | "email" | "labels"> & Pick<SignedInUser, "prefs">) | null,
): AdminAccess {
  if (user === null) {
    return { kind: "signed-out" };
  }
  const signedIn = { name: user.name, email: user.email, prefs: user.prefs };
  return user.labels.includes("admin")
    ? { kind: "admin", user: signedIn }
    : { kind: "not-admin", user: signedIn };
}

/**
 * Looks up the current account (account.get). A password-only session of an account with
 * two-factor sign-in still owes a code; any other failed lookup leaves the visitor signed out.
 */
export async function loadAdminAccess(account: Account): Promise<AdminAccess> {
  try {
    return accessFor(await account.get());
  } catch (error) {
    if (hasErrorType(error, "user_more_factors_required")) {
      return { kind: "needs-second-factor" };
    }
    // A guest gets 401 from Appwrite: that is the ordinary signed-out answer, not a failure.
    if (!(error instanceof AppwriteException && error.code === 401)) {
      console.error("Account lookup failed:", error);
    }
    return accessFor(null);
  }
}
