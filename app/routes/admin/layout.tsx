import { Outlet, redirect, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { GuardScreen } from "../../components/admin/guard-screens.tsx";
import { LogoutErrorContext } from "../../components/admin/logout-button.tsx";
import { checkAdminAccess } from "../../lib/admin/organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { runSessionIntent, sessionIntentSchema } from "../../lib/admin/session-actions.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import "../../styles/admin.css";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// The frame of every /admin screen: who may see them, signing in and out, and what shows while
// the browser checks. Browser-only (no server loader), so the screens work unchanged against an
// Appwrite elsewhere. Each screen below keeps only what is its own.

// Nothing to show before the browser runs the client loader: React hydrates this screen.
export const handle = hydratedScreen;

export async function clientLoader() {
  return checkAdminAccess();
}
clientLoader.hydrate = true as const;

/** The screen's title for the loading state, from its route's `handle`. */
function useScreenTitle(): string {
  const handle = useMatches().at(-1)?.handle;
  return typeof handle === "object" && handle !== null && "title" in handle
    ? String(handle.title)
    : "Admin Panel";
}

export function HydrateFallback() {
  return <AdminLoading title={useScreenTitle()} />;
}

/**
 * Sign-in, two-factor and sign-out, posted here from any admin screen. Sign-in and two-factor
 * come from fetchers, so the address stays; sign-out is a navigation, so a screen holding unsaved
 * changes asks first, and it comes back to the screen it left.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = sessionIntentSchema.parse(Object.fromEntries(await request.formData()));
  const result = await runSessionIntent(getBrowserAppwrite().account, input);
  return input.intent === "logout" && result.error === null ? redirect(input.from) : result;
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function AdminFrame({ loaderData, actionData }: Route.ComponentProps) {
  const logoutError = actionData?.intent === "logout" ? actionData.error : null;
  return (
    <LogoutErrorContext value={logoutError}>
      {loaderData.kind === "admin" ? <Outlet /> : <GuardScreen access={loaderData} />}
    </LogoutErrorContext>
  );
}
