import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/welcome";
import { AdminLoading } from "../components/admin/admin-loading.tsx";
import { WelcomeScreen } from "../components/admin/welcome-screen.tsx";
import { acceptInvitation, getInvitationStatus } from "../lib/admin/organisers-api.ts";
import { getBrowserAppwrite } from "../lib/appwrite.client.ts";
import { loadSiteCredential } from "../lib/admin/site-credential.ts";
import { errorWords, hasErrorType } from "../lib/error-words.ts";
import { metaWords } from "../lib/page-meta.ts";
import { useWords } from "../lib/words.tsx";
import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfPath } from "../../i18n/locale-paths.ts";
import type { MessageId } from "../../i18n/translate.ts";
import "../styles/admin.css";
import "../styles/account.css";
import { hydratedScreen } from "../lib/page-hydration.ts";

// An organiser's emailed invitation, or the setup link the first start prints, opens here:
// ?invitation=&secret=. The person chooses a password and becomes an organiser. Browser-only,
// like the admin screens; the site's server checks the link and makes the account with its key
// (app/routes/welcome-api.ts, decision 0147).

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: metaWords(matches).t("account.welcomeTitle") },
    { name: "robots", content: "noindex" },
  ];
}

// The address holds a working secret: no shared cache may keep a copy of the page.
export function headers() {
  return { "Cache-Control": "no-store" };
}

// Nothing to show before the browser runs the client loader: React hydrates this screen.
export const handle = hydratedScreen;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const link = { invitationId: params.get("invitation") ?? "", secret: params.get("secret") ?? "" };
  if (link.invitationId === "" || link.secret === "") return { kind: "invalid" as const };
  try {
    const { status, email } = await getInvitationStatus(link);
    return { kind: status, email, link };
  } catch (error) {
    if (
      hasErrorType(error, "team_invite_not_found") ||
      hasErrorType(error, "team_invalid_secret")
    ) {
      return { kind: "invalid" as const };
    }
    console.error("Failed to check the invitation:", error);
    return {
      kind: "load-failed" as const,
      message: errorWords(translatorFor(localeOfPath(window.location.pathname)), error),
    };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title={useWords().t("account.welcomeTitle")} />;
}

const acceptSchema = z.object({
  invitationId: z.string(),
  secret: z.string(),
  email: z.string(),
  name: z.string(),
  password: z.string(),
});

const linkWords: Partial<Record<string, MessageId>> = {
  membership_already_confirmed: "account.linkUsed",
  team_invalid_secret: "account.linkExpired",
  user_already_exists: "account.alreadyOrganiser",
};

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { invitationId, secret, ...input } = acceptSchema.parse(
    Object.fromEntries(await request.formData()),
  );
  const { account } = getBrowserAppwrite();
  const words = translatorFor(localeOfPath(window.location.pathname));
  try {
    await acceptInvitation({ invitationId, secret }, input);
    // Signed in by the site's server as it made the account; the screens' JWT comes from it.
    await loadSiteCredential();
    // The language the invitation came in is the new organiser's: the admin area and the
    // emails they get speak it (prefs key `locale`, decision 0106).
    await account.updatePrefs({ prefs: { locale: words.locale } });
  } catch (error) {
    console.error("Failed to create the organiser account:", error);
    return { error: errorWords(words, error, linkWords) };
  }
  return redirect("/admin");
}

export default function WelcomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page admin-page">
      <WelcomeScreen state={loaderData} error={actionData?.error ?? null} />
    </main>
  );
}
