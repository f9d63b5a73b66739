import { Outlet, redirect, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { GuardScreen } from "../../components/admin/guard-screens.tsx";
import { LogoutErrorContext } from "../../components/admin/logout-button.tsx";
import { adminWords } from "../../lib/admin/admin-words.ts";
import { checkAdminAccess } from "../../lib/admin/organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { runSessionIntent, sessionIntentSchema } from "../../lib/admin/session-actions.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import "../../styles/admin.css";
import { hydratedScreen } from "../../lib/page-hydration.ts";
import { useWords, WordsContext } from "../../lib/words.tsx";
import type { MessageId } from "../../../i18n/translate.ts";

// The frame of every /admin screen: who may see them, signing in and out, and what shows while
// the browser checks. Browser-only (no server loader), so the screens work unchanged against an
// Appwrite elsewhere. Each screen below keeps only what is its own.

// Nothing to show before the browser runs the client loader: React hydrates this screen.
export const handle = hydratedScreen;

/** Who is at the keyboard, and the words of their language (decision 0104). */
export async function clientLoader() {
  const access = await checkAdminAccess();
  return { access, words: adminWords() };
}
clientLoader.hydrate = true as const;

/**
 * The screen's title for the loading state, from its route's `handle`, in the address's
 * language: nobody's language is known before the account is read.
 */
function useScreenTitle(): string {
  const words = useWords();
  const handle = useMatches().at(-1)?.handle;
  return typeof handle === "object" && handle !== null && "titleId" in handle
    ? words.t(handle.titleId as MessageId)
    : words.t("admin.panel.title");
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
  const { access, words } = loaderData;
  const logoutError = actionData?.intent === "logout" ? actionData.error : null;
  // The screens' language: `lang` on a box that adds nothing to the layout (display: contents).
  return (
    <WordsContext value={words}>
      <div className="admin-language" lang={words.locale}>
        <LogoutErrorContext value={logoutError}>
          {access.kind === "admin" ? <Outlet /> : <GuardScreen access={access} />}
        </LogoutErrorContext>
      </div>
    </WordsContext>
  );
}
