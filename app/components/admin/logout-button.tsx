import { createContext, useContext } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useWords } from "../../lib/words.tsx";

/** Why the last sign-out failed, in words for people; set by the admin frame. */
export const LogoutErrorContext = createContext<string | null>(null);

/**
 * Signs the organiser out through the admin frame's client action, then comes back to this
 * screen, which shows the sign-in form. It is a navigation to /admin, so a screen holding unsaved
 * changes asks first, as it does for a link (see useUnsavedChanges).
 */
export function LogoutButton() {
  const words = useWords();
  const error = useContext(LogoutErrorContext);
  const navigation = useNavigation();
  const location = useLocation();
  const isSigningOut =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "logout";
  return (
    <Form method="post" action="/admin" className="logout-form" replace>
      <input type="hidden" name="intent" value="logout" />
      <input type="hidden" name="from" value={location.pathname + location.search} />
      <button type="submit" className="button button-ghost" disabled={isSigningOut}>
        {words.t("admin.logout")}
      </button>
      {error !== null && (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      )}
    </Form>
  );
}
