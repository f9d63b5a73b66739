import { getBrowserAppwrite, type BrowserAppwrite } from "../appwrite.client.ts";
import { errorWords } from "../error-words.ts";
import type { AdminAccess, SignedInUser } from "./admin-access.ts";
import { adminWords, browserLocale, loadAdminWords, organiserLocale } from "./admin-words.ts";
import { loadSiteCredential } from "./site-credential.ts";

let pendingAccess: Promise<AdminAccess> | null = null;

/**
 * The guard's decision for the navigation under way. React Router runs the admin frame's loader
 * and the screen's side by side; while one account lookup is in flight they share it, so both
 * see the same answer and the site is asked once (decision 0148: the session is in its cookie). The screens' words are loaded with it, in
 * the organiser's language (their prefs), or the browser's for someone not signed in.
 */
export function checkAdminAccess(): Promise<AdminAccess> {
  pendingAccess ??= loadSiteCredential()
    .then(async (access) => {
      await loadAdminWords(
        "user" in access ? organiserLocale(access.user.prefs) : browserLocale(navigator.languages),
      );
      return access;
    })
    .finally(() => {
      pendingAccess = null;
    });
  return pendingAccess;
}

/**
 * An admin screen's own loading, run for an organiser only. Anyone else gets null and never sees
 * the screen: the frame (routes/admin/layout.tsx) shows its guard screen instead.
 */
async function loadForOrganiser<T>(
  load: (appwrite: BrowserAppwrite, user: SignedInUser) => Promise<T>,
): Promise<T | null> {
  const access = await checkAdminAccess();
  return access.kind === "admin" ? load(getBrowserAppwrite(), access.user) : null;
}

/**
 * What an admin screen loaded: the one shape of every admin screen's client loader. What it read
 * and when; "not-found" when its address names nothing; or why loading failed, in words for people.
 */
export type ScreenLoad<T> =
  | ({ kind: "loaded"; loadedAt: string } & T)
  | { kind: "not-found" }
  | { kind: "load-failed"; message: string };

/**
 * An admin screen's client loader: `load` runs for an organiser only (null for anyone else), and
 * its null means nothing is at this address. A failure is logged as "Error loading:" and `what`,
 * and handed to the screen instead of thrown, so the screen can say what went wrong inside the
 * admin frame.
 */
export function loadScreen<T extends object>(
  what: string,
  load: (appwrite: BrowserAppwrite, user: SignedInUser) => Promise<T | null>,
): Promise<ScreenLoad<T> | null> {
  return loadForOrganiser(async (appwrite, user): Promise<ScreenLoad<T>> => {
    try {
      const loaded = await load(appwrite, user);
      if (loaded === null) return { kind: "not-found" };
      return { kind: "loaded", loadedAt: new Date().toISOString(), ...loaded };
    } catch (error) {
      console.error("Error loading:", what, error);
      return { kind: "load-failed", message: errorWords(adminWords(), error) };
    }
  });
}
