import { Form, redirectDocument, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/follow";
import { AdminLoading } from "../components/admin/admin-loading.tsx";
import { getBrowserClient, usesEmbeddedBackend } from "../lib/browser-client.client.ts";
import { errorWords } from "../lib/error-words.ts";
import { agendaPath } from "../lib/public-links.ts";
import { holdFollowLink } from "../lib/present/follow-link-storage.ts";
import { exchangePresenterFollowCode } from "../lib/present/presenter-follow-api.ts";
import "../styles/admin.css";
import { hydratedScreen } from "../lib/page-hydration.ts";

// The projector's side of a follow link (decision 0070): the code from the organiser's phone is
// typed here, or arrives in the address's fragment (/follow#CODE, never sent to the server,
// never in a Referer). It is exchanged once for the link this tab keeps, and the meeting's
// agenda opens in present mode, following the presenter view. Browser-only, like the admin.

const TITLE = "Follow the presenter view";

export function meta() {
  return [{ title: TITLE }, { name: "robots", content: "noindex" }];
}

const codeWords = {
  user_invalid_token: "This code is wrong, used or expired. Make a new one on the presenter view.",
};

/** Exchanges the code, keeps the link in this tab, and opens the meeting in present mode. */
async function follow(code: string) {
  try {
    const link = await exchangePresenterFollowCode(getBrowserClient(), code);
    holdFollowLink({ meetingId: link.meetingId, token: link.token, expire: link.expire });
    // A whole new page: the agenda is a page React does not hydrate, and its script starts
    // present mode (app/page-script/present-mode.ts).
    return redirectDocument(agendaPath(link.meetingId));
  } catch (error) {
    console.error("Could not follow with that code:", error);
    return { error: errorWords(error, codeWords) };
  }
}

// Nothing to show before the browser runs the client loader: React hydrates this screen.
export const handle = hydratedScreen;

export async function clientLoader() {
  if (!usesEmbeddedBackend()) return { isAvailable: false, error: null };
  const code = window.location.hash.slice(1);
  if (code === "") return { isAvailable: true, error: null };
  // Off the address bar before anything else: the projector's screen is on show.
  window.history.replaceState(null, "", window.location.pathname);
  const outcome = await follow(code);
  return outcome instanceof Response ? outcome : { isAvailable: true, error: outcome.error };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title={TITLE} />;
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
  return (
    <main id="main" className="page admin-page">
      <h1>{TITLE}</h1>
      {loaderData.isAvailable ? (
        <Form method="post" className="login-form">
          <p>
            On the organiser's phone, open the meeting's presenter view and choose Show on the
            projector. Type the code it shows: this screen will follow the presentation, without
            anyone signing in here.
          </p>
          <div className="admin-field">
            <label htmlFor="follow-code">Code</label>
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
            {isSending ? "Checking..." : "Follow"}
          </button>
          <div className="account-status" role="status">
            {!isSending && error && <p className="admin-alert">{error}</p>}
          </div>
        </Form>
      ) : (
        <p>
          Follow codes need the site's own backend. With this Appwrite, sign in as an organiser on
          this computer, open the meeting's agenda in present mode and choose Follow presenter view.
        </p>
      )}
    </main>
  );
}
