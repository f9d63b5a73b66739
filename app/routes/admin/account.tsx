import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { PasswordSection } from "../../components/admin/account/password-section.tsx";
import { ProfileSection } from "../../components/admin/account/profile-section.tsx";
import { SessionsSection } from "../../components/admin/account/sessions-section.tsx";
import { TwoFactorSection } from "../../components/admin/account/two-factor-section.tsx";
import { AdminLoading } from "../../components/admin/admin-loading.tsx";
import { GuardScreen } from "../../components/admin/guard-screens.tsx";
import { LogoutButton } from "../../components/admin/logout-button.tsx";
import { ProblemScreen } from "../../components/admin/problem-screen.tsx";
import { accountIntentSchema, runAccountIntent } from "../../lib/admin/account-actions.ts";
import { loadAccountDetails, type AccountDetails } from "../../lib/admin/account-details.ts";
import { loadAdminAccess } from "../../lib/admin/admin-access.ts";
import { shouldRevalidateAdminScreen } from "../../lib/admin/revalidation.ts";
import { runSessionIntent, sessionIntentSchema } from "../../lib/admin/session-actions.ts";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { usePublicSettings } from "../../lib/admin/use-public-settings.ts";
import { getBrowserAppwrite } from "../../lib/appwrite.client.ts";
import { errorWords } from "../../lib/error-words.ts";
import "../../styles/admin.css";
import "../../styles/account.css";

export function meta() {
  return [{ title: "Your account" }, { name: "robots", content: "noindex" }];
}

// Browser-only (no server loader), like the other admin screens. Organisers only: the guard is
// the admin panel's.
export async function clientLoader() {
  const { account } = getBrowserAppwrite();
  const access = await loadAdminAccess(account);
  if (access.kind !== "admin") {
    return access;
  }
  try {
    return { kind: "admin" as const, details: await loadAccountDetails(account) };
  } catch (error) {
    console.error("Error loading the account:", error);
    return { kind: "load-failed" as const, message: errorWords(error) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading title="Your account" />;
}

const actionSchema = z.union([sessionIntentSchema, accountIntentSchema]);

export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = actionSchema.parse(Object.fromEntries(await request.formData()));
  const { account } = getBrowserAppwrite();
  if (input.intent === "login" || input.intent === "two-factor" || input.intent === "logout") {
    return runSessionIntent(account, input);
  }
  return runAccountIntent(account, input);
}

export const shouldRevalidate = shouldRevalidateAdminScreen;

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const settings = usePublicSettings();
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  switch (loaderData.kind) {
    case "signed-out":
    case "needs-second-factor":
    case "not-admin":
      return <GuardScreen access={loaderData} errorFor={errorFor} />;
    case "load-failed":
      return (
        <ProblemScreen
          title="Your account"
          message={`We couldn't load your account. ${loaderData.message}`}
        />
      );
    case "admin":
      return (
        <AccountScreen
          details={loaderData.details}
          timeZone={settings.club.timeZone}
          logoutError={errorFor("logout")}
        />
      );
  }
}

interface AccountScreenProps {
  details: AccountDetails;
  timeZone: string;
  logoutError: string | null;
}

function AccountScreen({ details, timeZone, logoutError }: AccountScreenProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <main id="main" className="page admin-page account-page">
      <nav className="admin-top-links" aria-label="Admin pages">
        <Link to="/admin">
          <span aria-hidden="true">← </span>Back to Admin Panel
        </Link>
      </nav>
      <header className="admin-header">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Your account
          </h1>
          <p className="admin-signed-in">Signed in as {details.email}</p>
        </div>
        <LogoutButton error={logoutError} />
      </header>
      <div className="account-sections">
        <ProfileSection name={details.name} email={details.email} />
        <PasswordSection />
        <TwoFactorSection isOn={details.isTwoFactorOn} />
        <SessionsSection sessions={details.sessions} timeZone={timeZone} />
      </div>
    </main>
  );
}
