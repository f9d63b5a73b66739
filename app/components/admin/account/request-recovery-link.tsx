import { Form, Link, useNavigation } from "react-router";
import { useFocusOnMount } from "../../../lib/admin/use-focus-on-mount.ts";

interface RequestRecoveryLinkProps {
  /** The last request's outcome, if any: error is null when the link was asked for. */
  result: { error: string | null } | undefined;
}

/** "Forgot password?": asks for the account's email and sends a link to choose a new password. */
export function RequestRecoveryLink({ result }: RequestRecoveryLinkProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle";
  return (
    <section className="admin-card admin-access" aria-labelledby="recovery-heading">
      <h1 id="recovery-heading" ref={headingRef} tabIndex={-1}>
        Reset your password
      </h1>
      <p className="admin-access-message">
        Type the email of your organiser account. We'll send you a link to choose a new password.
      </p>
      <Form method="post" className="login-form" noValidate>
        <input type="hidden" name="intent" value="send-link" />
        <div className="admin-field">
          <label htmlFor="recovery-email">Email</label>
          <input
            id="recovery-email"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          {isSending ? "Sending..." : "Send reset link"}
        </button>
      </Form>
      <div className="account-status" role="status">
        {!isSending && result?.error === null && (
          <p className="recovery-sent">
            <strong>If an account exists for that email, we've sent a link.</strong> It works once
            and for one hour. If nothing arrives in a few minutes, check your spam folder.
          </p>
        )}
        {!isSending && result?.error != null && (
          <p className="admin-alert">We couldn't send the link. {result.error}</p>
        )}
      </div>
      <p className="login-signup">
        <Link to="/admin">Back to login</Link>
      </p>
    </section>
  );
}
