import type { AdminAccess, SignedInUser } from "../../lib/admin/admin-access.ts";
import { usePublicSettings } from "../../lib/admin/use-public-settings.ts";
import { AccessDenied } from "./access-denied.tsx";
import { LoginForm } from "./login-form.tsx";
import { LogoutButton } from "./logout-button.tsx";
import { TwoFactorStep } from "./two-factor-step.tsx";

/** A guard decision that keeps the visitor out of an admin screen. */
export type DeniedAccess = Exclude<AdminAccess, { kind: "admin" }>;

/**
 * What every admin screen shows instead of itself when the guard says no: the sign-in form, the
 * two-factor step, or the not-an-organiser notice. `errorFor` gives the last failed attempt's
 * words for the login, two-factor or logout intent.
 */
export function GuardScreen({
  access,
  errorFor,
}: {
  access: DeniedAccess;
  errorFor: (intent: "login" | "two-factor" | "logout") => string | null;
}) {
  const settings = usePublicSettings();
  return (
    <main id="main" className="page admin-page">
      {access.kind === "signed-out" && (
        <SignedOutScreen
          loginError={errorFor("login")}
          websiteManagerEmail={settings.contactEmails.websiteManager}
        />
      )}
      {access.kind === "needs-second-factor" && <TwoFactorStep error={errorFor("two-factor")} />}
      {access.kind === "not-admin" && (
        <NotAdminScreen user={access.user} logoutError={errorFor("logout")} />
      )}
    </main>
  );
}

/** The guard's answer to a visitor who is not signed in: the organiser sign-in form. */
function SignedOutScreen({
  loginError,
  websiteManagerEmail,
}: {
  loginError: string | null;
  websiteManagerEmail: string;
}) {
  return (
    <AccessDenied message="You must be logged in to access the admin panel.">
      <LoginForm error={loginError} websiteManagerEmail={websiteManagerEmail} />
    </AccessDenied>
  );
}

/** The guard's answer to someone signed in without the admin label. */
function NotAdminScreen({ user, logoutError }: { user: SignedInUser; logoutError: string | null }) {
  return (
    <AccessDenied message="You do not have permission to access this page.">
      <p>You are signed in as {user.email}, which is not an organiser account.</p>
      <LogoutButton error={logoutError} />
    </AccessDenied>
  );
}
