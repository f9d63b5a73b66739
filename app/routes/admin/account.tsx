import type { Route } from "./+types/account";
import { LanguageSection } from "../../components/admin/account/language-section.tsx";
import { PasswordSection } from "../../components/admin/account/password-section.tsx";
import { ProfileSection } from "../../components/admin/account/profile-section.tsx";
import { SessionsSection } from "../../components/admin/account/sessions-section.tsx";
import { TwoFactorSection } from "../../components/admin/account/two-factor-section.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { OtherFormRefusal } from "../../components/admin/other-form-refusal.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { runAccountForm } from "../../lib/admin/account-actions.server.ts";
import { loadAccountDetails } from "../../lib/admin/account-details.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadOrganiserScreen, organiserAction } from "../../lib/admin/organiser-screen.server.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
import "../../styles/account.css";

// The organiser's own account, drawn by the site's server (issue 32 item 2): no React in the
// browser; each section is a small plain form posted to this screen's action, whose answer is the
// page again with the result. Turning two-factor sign-in off asks for a code first, on a page the
// server draws (`?step=turn-off`); signing out is the admin frame's.
export const handle = { titleId: "admin.account.title" } as const;
export const meta = adminMeta(handle.titleId);

/** The forms whose outcome a section of the screen says; any other refusal is said at the top. */
const ACCOUNT_INTENTS = [
  "update-name",
  "update-email",
  "update-locale",
  "update-password",
  "start-two-factor",
  "finish-two-factor",
  "turn-off-two-factor",
  "sign-out-other-sessions",
];

export function loader(args: Route.LoaderArgs) {
  const isTurningOff = new URL(args.request.url).searchParams.get("step") === "turn-off";
  return loadOrganiserScreen(args, "the account", async ({ appwrite }) => ({
    details: await loadAccountDetails(appwrite.account),
    isTurningOff,
  }));
}

export function action(args: Route.ActionArgs) {
  return organiserAction(args, runAccountForm);
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.account.title")}
      failure={words.t("admin.account.loadFailed")}
    >
      {({ details, isTurningOff }) => (
        <main id="main" className="page admin-page account-page">
          <ScreenHeader title={words.t("admin.account.title")} navLabel={words.t("admin.nav")}>
            <p className="admin-signed-in">
              {words.t("admin.signedInAs", { email: details.email })}
            </p>
          </ScreenHeader>
          <OtherFormRefusal result={actionData} shownBy={ACCOUNT_INTENTS} />
          <div className="account-sections">
            <ProfileSection name={details.name} email={details.email} result={actionData} />
            <LanguageSection locale={words.locale} result={actionData} />
            <PasswordSection result={actionData} />
            <TwoFactorSection
              isOn={details.isTwoFactorOn}
              isTurningOff={isTurningOff}
              result={actionData}
            />
            <SessionsSection
              sessions={details.sessions}
              timeZone={settings.club.timeZone}
              result={actionData}
            />
          </div>
        </main>
      )}
    </LoadedScreen>
  );
}
