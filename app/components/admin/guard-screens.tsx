import type { AdminAccess, SignedInUser } from "../../lib/admin/admin-access.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { AccessDenied } from "./access-denied.tsx";
import { LoginForm } from "./login-form.tsx";
import { LogoutButton } from "./logout-button.tsx";
import { TwoFactorStep } from "./two-factor-step.tsx";

/** A guard decision that keeps the visitor out of an admin screen. */
export type DeniedAccess = Exclude<AdminAccess, { kind: "admin" }>;

/**
 * What the admin frame shows instead of a screen when the guard says no: the sign-in form, the
 * two-factor step, or the not-an-organiser notice.
 */
export function GuardScreen({ access }: { access: DeniedAccess }) {
  const settings = usePublicSettings();
  return (
    <main id="main" className="page admin-page">
      {access.kind === "signed-out" && (
        <SignedOutScreen websiteManagerEmail={settings.contactEmails.websiteManager} />
      )}
      {access.kind === "needs-second-factor" && <TwoFactorStep />}
      {access.kind === "not-admin" && <NotAdminScreen user={access.user} />}
    </main>
  );
}

/** The guard's answer to a visitor who is not signed in: the organiser sign-in form. */
function SignedOutScreen({ websiteManagerEmail }: { websiteManagerEmail: string }) {
  return (
    <AccessDenied message="You must be logged in to access the admin panel.">
      <LoginForm websiteManagerEmail={websiteManagerEmail} />
    </AccessDenied>
  );
}

/** The guard's answer to someone signed in without the admin label. */
function NotAdminScreen({ user }: { user: SignedInUser }) {
  return (
    <AccessDenied message="You do not have permission to access this page.">
      <p>You are signed in as {user.email}, which is not an organiser account.</p>
      <LogoutButton />
    </AccessDenied>
  );
}
