import { useEffect } from "react";
import { data, Outlet, redirect, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { GuardScreen } from "../../components/admin/guard-screens.tsx";
import { LogoutErrorContext } from "../../components/admin/logout-button.tsx";
import { adminWords } from "../../lib/admin/admin-words.ts";
import { checkAdminAccess } from "../../lib/admin/organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import {
  runSessionIntent,
  sessionIntentSchema,
  sessionResultOf,
  type SessionAnswer,
  type SessionResult,
} from "../../lib/admin/session-actions.ts";
import { errorWords } from "../../lib/error-words.ts";
import { forgetSiteCredential, keepSiteCredentialFresh } from "../../lib/admin/site-credential.ts";
import "../../styles/admin.css";
import { hydratedScreen } from "../../lib/page-hydration.ts";
import { useWords, WordsContext } from "../../lib/words.tsx";
import type { MessageId } from "../../../i18n/translate.ts";

// The frame of every /admin screen: who may see them, signing in and out, and what shows while
// the browser checks. Signing in and out is the site's server's (decision 0148); the screens
// themselves still load in the browser, with the JWT the site hands out for the SDK. Each screen
// below keeps only what is its own.

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
 * Sign-in, two-factor and sign-out, posted here from any admin screen, and done by the site's
 * server (decision 0148): the session's secret goes into the site's own HttpOnly cookie, never to
 * this page. A form that is not these forms is refused; one another site's page posts never gets
 * here (server/site-handler.ts refuses it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const input = sessionIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!input.success) {
    return data(
      { intent: null, refusal: { type: "general_argument_invalid", code: 400 } },
      { status: 400 },
    );
  }
  if (!context.sessions) {
    return data(
      { intent: input.data.intent, refusal: { type: "general_server_error", code: 503 } },
      { status: 503 },
    );
  }
  try {
    const step = await runSessionIntent(context.sessions, input.data);
    const headers = step.setCookie === null ? undefined : { "Set-Cookie": step.setCookie };
    const answer: SessionAnswer = {
      intent: input.data.intent,
      refusal: step.ok ? null : step.refusal,
    };
    // A refusal keeps Appwrite's status (401 a wrong password, 429 too many tries).
    return data(answer, { status: step.ok ? 200 : step.refusal.code, headers });
  } catch (error) {
    // Appwrite did not answer: nothing changed, and the form says to try again later.
    console.error("Sign-in: Appwrite did not answer", error);
    return data(
      { intent: input.data.intent, refusal: { type: "general_server_error", code: 503 } },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
}

/**
 * The server's answer in the screens' words. Sign-in and two-factor come from fetchers, so the
 * address stays; sign-out is a navigation, so a screen holding unsaved changes asks first, and it
 * comes back to the screen it left.
 */
export async function clientAction({
  request,
  serverAction,
}: Route.ClientActionArgs): Promise<SessionResult | Response> {
  const sent = sessionIntentSchema.safeParse(Object.fromEntries(await request.clone().formData()));
  const intent = sent.success ? sent.data.intent : null;
  let result: SessionResult;
  try {
    result = sessionResultOf(await serverAction());
  } catch (error) {
    // The site could not be reached: nothing changed, and the form says so.
    console.error("Could not reach the site to sign in or out:", error);
    return { intent, error: errorWords(adminWords(), error) };
  }
  if (sent.success && sent.data.intent === "logout" && result.error === null) {
    forgetSiteCredential();
    return redirect(sent.data.from);
  }
  return result;
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

/** How often an open admin screen checks that its JWT is not about to expire. */
const CREDENTIAL_CHECK_MS = 60_000;

export default function AdminFrame({ loaderData, actionData }: Route.ComponentProps) {
  const { access, words } = loaderData;
  // An organiser may spend longer on one screen than a JWT lasts: a save must not find it expired.
  useEffect(() => {
    const timer = setInterval(() => {
      keepSiteCredentialFresh().catch((error: unknown) =>
        console.warn("Could not renew the screen's credential:", error),
      );
    }, CREDENTIAL_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const result = actionData && "refusal" in actionData ? sessionResultOf(actionData) : actionData;
  const logoutError = result?.intent === "logout" ? result.error : null;
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
