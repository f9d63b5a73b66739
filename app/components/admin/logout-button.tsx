import { useContext } from "react";
import { Form, useNavigation } from "react-router";
import { useWords } from "../../lib/words.tsx";
import { ComeBackHere, SessionResultContext } from "./session-result.tsx";

/**
 * Signs the organiser out through the admin frame's action, then comes back to this
 * screen, which shows the sign-in form. It is a navigation to /admin, so a screen holding unsaved
 * changes asks first, as it does for a link (see useUnsavedChanges).
 */
export function LogoutButton() {
  const words = useWords();
  const posted = useContext(SessionResultContext);
  const error = posted?.intent === "logout" ? posted.error : null;
  const navigation = useNavigation();
  const isSigningOut =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "logout";
  return (
    <Form method="post" action="/admin" className="logout-form" replace>
      <input type="hidden" name="intent" value="logout" />
      <ComeBackHere />
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
