import type { Models } from "appwrite";

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
