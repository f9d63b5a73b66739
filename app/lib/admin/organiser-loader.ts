import { getBrowserAppwrite, type BrowserAppwrite } from "../appwrite.client.ts";
import { errorWords } from "../error-words.ts";
import { loadAdminAccess, type AdminAccess, type SignedInUser } from "./admin-access.ts";

let pendingAccess: Promise<AdminAccess> | null = null;

/**
 * The guard's decision for the navigation under way. React Router runs the admin frame's loader
 * and the screen's side by side; while one account lookup is in flight they share it, so both
 * see the same answer and the backend is asked once.
 */
export function checkAdminAccess(): Promise<AdminAccess> {
  pendingAccess ??= loadAdminAccess(getBrowserAppwrite().account).finally(() => {
    pendingAccess = null;
  });
  return pendingAccess;
}

/**
 * An admin screen's own loading, run for an organiser only. Anyone else gets null and never sees
 * the screen: the frame (routes/admin/layout.tsx) shows its guard screen instead.
 */
export async function loadForOrganiser<T>(
  load: (appwrite: BrowserAppwrite, user: SignedInUser) => Promise<T>,
): Promise<T | null> {
  const access = await checkAdminAccess();
  return access.kind === "admin" ? load(getBrowserAppwrite(), access.user) : null;
}

/** What a screen loaded for an organiser, or why it could not, in words for people. */
export type ScreenLoad<T> = ({ kind: "loaded" } & T) | { kind: "load-failed"; message: string };

/**
 * A screen's client loader: `load` runs for an organiser only (see loadForOrganiser), and a
 * failure is logged as "Error loading {what}" and handed to the screen instead of thrown, so
 * the screen can say what went wrong inside the admin frame.
 */
export function loadScreen<T extends object>(
  what: string,
  load: (appwrite: BrowserAppwrite, user: SignedInUser) => Promise<T>,
): Promise<ScreenLoad<T> | null> {
  return loadForOrganiser(async (appwrite, user): Promise<ScreenLoad<T>> => {
    try {
      return { kind: "loaded", ...(await load(appwrite, user)) };
    } catch (error) {
      console.error(`Error loading ${what}:`, error);
      return { kind: "load-failed", message: errorWords(error) };
    }
  });
}
