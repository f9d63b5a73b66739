import { Form, Link, useNavigation } from "react-router";
import { useFocusOnMount } from "../../../lib/admin/use-focus-on-mount.ts";
import { useWords } from "../../../lib/words.tsx";

interface RequestRecoveryLinkProps {
  /** The last request's outcome, if any: error is null when the link was asked for. */
  result: { error: string | null } | undefined;
}

/** "Forgot password?": asks for the account's email and sends a link to choose a new password. */
export function RequestRecoveryLink({ result }: RequestRecoveryLinkProps) {
  const words = useWords();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle";
  return (
    <section className="admin-card admin-access" aria-labelledby="recovery-heading">
      <h1 id="recovery-heading" ref={headingRef} tabIndex={-1}>
        {words.t("admin.resetPassword.title")}
      </h1>
      <p className="admin-access-message">{words.t("admin.resetPassword.lead")}</p>
      <Form method="post" className="login-form" noValidate>
        <input type="hidden" name="intent" value="send-link" />
        <div className="admin-field">
          <label htmlFor="recovery-email">{words.t("admin.login.email")}</label>
          <input
            id="recovery-email"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          {words.t(isSending ? "admin.resetPassword.sending" : "admin.resetPassword.send")}
        </button>
      </Form>
      <div className="account-status" role="status">
        {!isSending && result?.error === null && (
          <p className="recovery-sent">
            {words.node("admin.resetPassword.sent", {
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        )}
        {!isSending && result?.error != null && (
          <p className="admin-alert">
            {words.t("admin.failedBecause", {
              failure: words.t("admin.resetPassword.sendFailed"),
              why: result.error,
            })}
          </p>
        )}
      </div>
      <p className="login-signup">
        <Link to="/admin">{words.t("admin.resetPassword.backToLogin")}</Link>
      </p>
    </section>
  );
}
