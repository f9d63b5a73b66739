import { Form, useNavigation } from "react-router";
import { LEAVES_SCREEN } from "../../lib/admin/use-unsaved-changes.ts";

interface LogoutButtonProps {
  /** Why the last sign-out failed, in words for people. */
  error: string | null;
}

/**
 * Signs the organiser out through the screen's client action. A screen holding unsaved changes
 * asks first, as it does for a link (see useUnsavedChanges).
 */
export function LogoutButton({ error }: LogoutButtonProps) {
  const navigation = useNavigation();
  const isSigningOut =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "logout";
  return (
    <Form method="post" className="logout-form" state={LEAVES_SCREEN}>
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className="button button-ghost" disabled={isSigningOut}>
        Logout
      </button>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </Form>
  );
}
