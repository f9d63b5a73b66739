import { Form, redirectDocument, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/follow";
import { AdminLoading } from "../components/admin/admin-loading.tsx";
import { errorWords } from "../lib/error-words.ts";
import { agendaPath } from "../lib/public-links.ts";
import { metaWords } from "../lib/page-meta.ts";
import { useWords } from "../lib/words.tsx";
import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfPath, localisedPath } from "../../i18n/locale-paths.ts";
import { holdFollowLink } from "../lib/present/follow-link-storage.ts";
import { openPresenterFollow } from "../lib/present/presenter-follow-api.ts";
import "../styles/admin.css";
import { hydratedScreen } from "../lib/page-hydration.ts";

// The projector's side of a follow link (decisions 0070, 0149): the code from the organiser's
// phone is typed here, or arrives in the address's fragment (/follow#CODE, never sent to the
// server, never in a Referer). The site's server checks it once and keeps the link's token in an
// HttpOnly cookie; this tab keeps only which meeting it follows, and the meeting's agenda opens
// in present mode, following the presenter view. Browser-only, like the admin.

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).t("follow.title") }, { name: "robots", content: "noindex" }];
}

/** The words of this screen's language, outside React (the loader and action). */
function pageWords() {
  return translatorFor(localeOfPath(window.location.pathname));
}

/** Exchanges the code, keeps the link in this tab, and opens the meeting in present mode. */
async function follow(code: string) {
  try {
    const link = await openPresenterFollow(code);
    holdFollowLink(link);
    // A whole new page: the agenda is a page React does not hydrate, and its script starts
    // present mode (app/page-script/present-mode.ts).
    return redirectDocument(localisedPath(agendaPath(link.meetingId), pageWords().locale));
  } catch (error) {
    console.error("Could not follow with that code:", error);
    return { error: errorWords(pageWords(), error, { user_invalid_token: "follow.badCode" }) };
  }
}

// Nothing to show before the browser runs the client loader: React hydrates this screen.
export const handle = hydratedScreen;

export async function clientLoader() {
  const code = window.location.hash.slice(1);
  if (code === "") return { error: null };
  // Off the address bar before anything else: the projector's screen is on show.
  window.history.replaceState(null, "", window.location.pathname);
  const outcome = await follow(code);
  return outcome instanceof Response ? outcome : { error: outcome.error };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title={useWords().t("follow.title")} />;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { code } = z
    .object({ code: z.string() })
    .parse(Object.fromEntries(await request.formData()));
  return follow(code);
}

export default function FollowRoute({ loaderData, actionData }: Route.ComponentProps) {
  const isSending = useNavigation().state !== "idle";
  const error = actionData?.error ?? loaderData.error;
  const words = useWords();
  return (
    <main id="main" className="page admin-page">
      <h1>{words.t("follow.title")}</h1>
      <Form method="post" className="login-form">
        <p>{words.t("follow.howTo")}</p>
        <div className="admin-field">
          <label htmlFor="follow-code">{words.t("follow.code")}</label>
          <input
            id="follow-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            required
          />
        </div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          {isSending ? words.t("follow.checking") : words.t("follow.follow")}
        </button>
        <div className="account-status" role="status">
          {!isSending && error && <p className="admin-alert">{error}</p>}
        </div>
      </Form>
    </main>
  );
}
