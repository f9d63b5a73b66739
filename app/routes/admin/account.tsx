import type { Route } from "./+types/account";
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
import "../../styles/account.css";

export const handle = { title: "Your account" };
export const meta = adminMeta(handle.title);

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
  return (
    <LoadedScreen load={loaderData} title="Your account" failure="We couldn't load your account.">
      {({ details }) => <AccountScreen details={details} timeZone={settings.club.timeZone} />}
    </LoadedScreen>
  );
}

interface AccountScreenProps {
  details: AccountDetails;
  timeZone: string;
}

function AccountScreen({ details, timeZone }: AccountScreenProps) {
  return (
    <main id="main" className="page admin-page account-page">
      <ScreenHeader title="Your account" navLabel="Admin pages">
        <p className="admin-signed-in">Signed in as {details.email}</p>
      </ScreenHeader>
      <div className="account-sections">
        <ProfileSection name={details.name} email={details.email} />
        <PasswordSection />
        <TwoFactorSection isOn={details.isTwoFactorOn} />
        <SessionsSection sessions={details.sessions} timeZone={timeZone} />
      </div>
    </main>
  );
}
