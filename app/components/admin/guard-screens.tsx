import type { AdminAccess, SignedInUser } from "../../lib/admin/admin-access.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";
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
  const words = useWords();
  return (
    <AccessDenied message={words.t("admin.access.signIn")}>
      <LoginForm websiteManagerEmail={websiteManagerEmail} />
    </AccessDenied>
  );
}

/** The guard's answer to someone signed in without the admin label. */
function NotAdminScreen({ user }: { user: SignedInUser }) {
  const words = useWords();
  return (
    <AccessDenied message={words.t("admin.access.notAllowed")}>
      <p>{words.t("admin.access.notOrganiser", { email: user.email })}</p>
      <LogoutButton />
    </AccessDenied>
  );
}
