import type { Route } from "./+types/account";
import { LanguageSection } from "../../components/admin/account/language-section.tsx";
import { PasswordSection } from "../../components/admin/account/password-section.tsx";
import { ProfileSection } from "../../components/admin/account/profile-section.tsx";
import { SessionsSection } from "../../components/admin/account/sessions-section.tsx";
import { TwoFactorSection } from "../../components/admin/account/two-factor-section.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { LoadedScreen } from "../../components/admin/problem-screen.tsx";
import { accountIntentSchema, runAccountIntent } from "../../lib/admin/account-actions.ts";
import { loadAccountDetails, type AccountDetails } from "../../lib/admin/account-details.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadScreen } from "../../lib/admin/organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { useWords } from "../../lib/words.tsx";
import "../../styles/account.css";
import { hydratedScreen } from "../../lib/page-hydration.ts";

// Still drawn in the browser (issue 32 item 2 moves each screen to the server in turn).
export const handle = { ...hydratedScreen, titleId: "admin.account.title" } as const;
export const meta = adminMeta(handle.titleId);

export async function clientLoader() {
  return loadScreen("the account", async ({ account }) => ({
    details: await loadAccountDetails(account),
  }));
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = accountIntentSchema.parse(Object.fromEntries(await request.formData()));
  return runAccountIntent(getBrowserAppwrite().account, input);
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const words = useWords();
  return (
    <LoadedScreen
      load={loaderData}
      title={words.t("admin.account.title")}
      failure={words.t("admin.account.loadFailed")}
    >
      {({ details }) => <AccountScreen details={details} timeZone={settings.club.timeZone} />}
    </LoadedScreen>
  );
}

interface AccountScreenProps {
  details: AccountDetails;
  timeZone: string;
}

function AccountScreen({ details, timeZone }: AccountScreenProps) {
  const words = useWords();
  return (
    <main id="main" className="page admin-page account-page">
      <ScreenHeader title={words.t("admin.account.title")} navLabel={words.t("admin.nav")}>
        <p className="admin-signed-in">{words.t("admin.signedInAs", { email: details.email })}</p>
      </ScreenHeader>
      <div className="account-sections">
        <ProfileSection name={details.name} email={details.email} />
        <LanguageSection locale={words.locale} />
        <PasswordSection />
        <TwoFactorSection isOn={details.isTwoFactorOn} />
        <SessionsSection sessions={details.sessions} timeZone={timeZone} />
      </div>
    </main>
  );
}
