import { setBrowserJwt } from "../browser-client.client.ts";
import type { AdminAccess } from "./admin-access.ts";

// The admin screens' credential in the browser (decision 0148). The organiser's session stays in
// the site's HttpOnly cookie; the site answers who is signed in and, for an organiser, a
// short-lived JWT that the browser's SDK sends for the screens' own Appwrite calls and realtime.
// Appwrite's JWTs last 15 minutes and an account may make 100 an hour: one is asked for only
// when the one held is 10 minutes old, and the admin frame keeps it fresh while a screen is open.

/** The site's route that answers the credential (app/routes/admin/credential.ts). */
export const CREDENTIAL_PATH = "/admin/api/credential";
const FRESH_MS = 10 * 60_000;

let held: { jwt: string; at: number } | null = null;

/** Who is signed in, as the site says, and the JWT set on the browser's SDK client for an organiser. */
export async function loadSiteCredential(): Promise<AdminAccess> {
  const wantsJwt = held === null || Date.now() - held.at >= FRESH_MS;
  const response = await fetch(wantsJwt ? `${CREDENTIAL_PATH}?jwt` : CREDENTIAL_PATH, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The site answered ${response.status} for the credential.`);
  const { access, jwt } = (await response.json()) as { access: AdminAccess; jwt: string | null };
  if (access.kind !== "admin") {
    forgetSiteCredential();
  } else if (jwt !== null) {
    held = { jwt, at: Date.now() };
    setBrowserJwt(jwt);
  }
  return access;
}

/** After a sign-out: the SDK no longer acts for anyone. */
export function forgetSiteCredential(): void {
  if (held === null) return;
  held = null;
  setBrowserJwt("");
}

/** The JWT held for an organiser's form posts to the site's own routes; "" when none. */
export function heldJwt(): string {
  return held?.jwt ?? "";
}

/** Asks for a new JWT when the one held is getting old (called on a timer by the admin frame). */
export async function keepSiteCredentialFresh(): Promise<void> {
  if (held !== null && Date.now() - held.at >= FRESH_MS) await loadSiteCredential();
}
