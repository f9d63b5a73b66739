import type { SignedInUser } from "../../lib/admin/admin-access.ts";
import { AccessDenied } from "./access-denied.tsx";
import { LoginForm } from "./login-form.tsx";
import { LogoutButton } from "./logout-button.tsx";

/** The guard's answer to a visitor who is not signed in: the organiser sign-in form. */
export function SignedOutScreen({
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
export function NotAdminScreen({
  user,
  logoutError,
}: {
  user: SignedInUser;
  logoutError: string | null;
}) {
  return (
    <AccessDenied message="You do not have permission to access this page.">
      <p>You are signed in as {user.email}, which is not an organiser account.</p>
      <LogoutButton error={logoutError} />
    </AccessDenied>
  );
}
