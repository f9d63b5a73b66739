import { useEffect } from "react";
import { data, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { GuardScreen } from "../../components/admin/guard-screens.tsx";
import { SessionResultContext } from "../../components/admin/session-result.tsx";
import { adminRequestOf } from "../../lib/admin/organiser-request.server.ts";
import {
  refusalWords,
  runSessionIntent,
  sessionIntentSchema,
  type SessionIntent,
  type SessionResult,
} from "../../lib/admin/session-actions.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { errorWords } from "../../lib/error-words.ts";
import { DEFAULT_LOCALE, isLocale } from "../../../i18n/locales.ts";
import { forgetSiteCredential, keepSiteCredentialFresh } from "../../lib/admin/site-credential.ts";
import "../../styles/admin.css";
import { WordsContext } from "../../lib/words.tsx";
import { translatorFor } from "../../../i18n/catalogues.ts";

// The frame of every /admin screen: who may see them, signing in and out, and what every form
// carries. The site's server draws it (issue 32 item 2): the session is in the site's own cookie
// (decision 0148), so the server knows who asks before anything is drawn. Each screen below keeps
// only what is its own; a screen not yet drawn by the server still loads in the browser, with the
// JWT the site hands out for the SDK.

/**
 * Who is at the keyboard, in which language, and what their forms carry back
 * (organiser-screen.server.ts). Seeing the session again starts its idle time over.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = await adminRequestOf(context, request);
  const body = { access: asked.access, locale: asked.locale, form: asked.form };
  return asked.setCookie === null
    ? body
    : data(body, { headers: { "Set-Cookie": asked.setCookie } });
}

/**
 * Sign-in, two-factor and sign-out, posted here from any admin screen, and done by the site's
 * server (decision 0148): the session's secret goes into the site's own HttpOnly cookie, never to
 * this page. A step that worked goes back to the screen it was posted from (a plain form post
 * too, without JavaScript); a refusal is said in the form. A form that is not these forms is
 * refused; one another site's page posts never gets here (server/site-handler.ts refuses it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const asked = await adminRequestOf(context, request);
  const refuse = (
    intent: SessionResult["intent"],
    refusal: { type: string; code: number },
    headers?: HeadersInit,
  ) =>
    data<SessionResult>(
      { intent, error: refusalWords(asked.words, refusal) },
      { status: refusal.code, headers },
    );
  const input = sessionIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!input.success) return refuse(null, { type: "general_argument_invalid", code: 400 });
  const { intent, from } = input.data;
  if (!context.sessions) return refuse(intent, { type: "general_server_error", code: 503 });
  try {
    const step = await runSessionIntent(context.sessions, input.data);
    const headers = step.setCookie === null ? undefined : { "Set-Cookie": step.setCookie };
    // A refusal keeps Appwrite's status (401 a wrong password, 429 too many tries).
    return step.ok ? redirect(from, { headers }) : refuse(intent, step.refusal, headers);
  } catch (error) {
    // Appwrite did not answer: nothing changed, and the form says to try again later.
    console.error("Sign-in: Appwrite did not answer", error);
    return refuse(intent, { type: "general_server_error", code: 503 }, { "Retry-After": "60" });
  }
}

/**
 * On a screen the browser still draws: a sign-out also forgets the JWT its SDK held. The server's
 * redirect back to the screen is thrown by `serverAction` and followed by React Router.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) {
      if (intent === "logout") forgetSiteCredential();
      throw error;
    }
    // The site could not be reached: nothing changed, and the form says so.
    console.error("Could not reach the site to sign in or out:", error);
    const shown = document.querySelector<HTMLElement>("[data-admin-locale]")?.dataset.adminLocale;
    const words = translatorFor(shown !== undefined && isLocale(shown) ? shown : DEFAULT_LOCALE);
    return { intent: isSessionIntent(intent) ? intent : null, error: errorWords(words, error) };
  }
}

function isSessionIntent(intent: unknown): intent is SessionIntent["intent"] {
  return intent === "login" || intent === "two-factor" || intent === "logout";
}

// A screen the browser draws keeps what was typed after a refused edit (revalidation.ts).
export const shouldRevalidate = shouldRevalidateAdminScreen;

/** How often an open admin screen checks that its JWT is not about to expire. */
const CREDENTIAL_CHECK_MS = 60_000;

export default function AdminFrame({ loaderData, actionData }: Route.ComponentProps) {
  const { access, locale } = loaderData;
  const words = translatorFor(locale);
  // A screen the browser draws may spend longer open than a JWT lasts: a save must not find it
  // expired. (Nothing runs here on a screen the server draws: it loads no React.)
  useEffect(() => {
    const timer = setInterval(() => {
      keepSiteCredentialFresh().catch((error: unknown) =>
        console.warn("Could not renew the screen's credential:", error),
      );
    }, CREDENTIAL_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  // The screens' language: `lang` on a box that adds nothing to the layout (display: contents).
  return (
    <WordsContext value={words}>
      <div className="admin-language" lang={words.locale} data-admin-locale={words.locale}>
        <SessionResultContext value={actionData ?? null}>
          {access.kind === "admin" ? <Outlet /> : <GuardScreen access={access} />}
        </SessionResultContext>
      </div>
    </WordsContext>
  );
}
