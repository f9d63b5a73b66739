import type { Route } from "./+types/account";
import { PasswordSection } from "../../components/admin/account/password-section.tsx";
import { ProfileSection } from "../../components/admin/account/profile-section.tsx";
import { SessionsSection } from "../../components/admin/account/sessions-section.tsx";
import { TwoFactorSection } from "../../components/admin/account/two-factor-section.tsx";
import { ScreenHeader } from "../../components/admin/screen-header.tsx";
import { ProblemScreen } from "../../components/admin/problem-screen.tsx";
import { accountIntentSchema, runAccountIntent } from "../../lib/admin/account-actions.ts";
import { loadAccountDetails, type AccountDetails } from "../../lib/admin/account-details.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { loadForOrganiser } from "../../lib/admin/organiser-loader.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { errorWords } from "../../lib/error-words.ts";
import "../../styles/account.css";

export const handle = { title: "Your account" };

export function meta() {
  return adminMeta("Your account");
}

export async function clientLoader() {
  return loadForOrganiser(async ({ account }) => {
    try {
      return { kind: "loaded" as const, details: await loadAccountDetails(account) };
    } catch (error) {
      console.error("Error loading the account:", error);
      return { kind: "load-failed" as const, message: errorWords(error) };
    }
  });
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = accountIntentSchema.parse(Object.fromEntries(await request.formData()));
  return runAccountIntent(getBrowserAppwrite().account, input);
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  switch (loaderData?.kind) {
    case undefined:
      return null;
    case "load-failed":
      return (
        <ProblemScreen
          title="Your account"
          message={`We couldn't load your account. ${loaderData.message}`}
        />
      );
    case "loaded":
      return <AccountScreen details={loaderData.details} timeZone={settings.club.timeZone} />;
  }
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
