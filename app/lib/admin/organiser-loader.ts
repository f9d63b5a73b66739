import { getBrowserAppwrite, type BrowserAppwrite } from "../appwrite.client.ts";
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
