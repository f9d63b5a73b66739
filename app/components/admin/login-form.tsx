import { Link } from "react-router";
import { useWords } from "../../lib/words.tsx";
import { ComeBackHere, useSessionForm } from "./session-result.tsx";
import "../../styles/sign-in.css";

/**
 * The organiser sign-in form (email and password), posted to the admin frame's action, which
 * comes back to the screen it was posted from.
 */
export function LoginForm({ websiteManagerEmail }: { websiteManagerEmail: string }) {
  const words = useWords();
  const { fetcher, error } = useSessionForm("login");
  const isSigningIn = fetcher.state !== "idle";
  return (
    <>
      {/* No field validation in the browser: the server's answer is shown instead, one message for every wrong input. */}
      <fetcher.Form method="post" action="/admin" className="login-form" noValidate>
        <input type="hidden" name="intent" value="login" />
        <ComeBackHere />
        <div className="admin-field">
          <label htmlFor="login-email">{words.t("admin.login.email")}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="login-password">{words.t("admin.login.password")}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
          />
        </div>
        {error !== null && (
          <p className="admin-alert" role="alert">
            {error}
          </p>
        )}
        <div className="sign-in-actions">
          <button type="submit" className="button button-primary" disabled={isSigningIn}>
            {words.t(isSigningIn ? "admin.login.busy" : "admin.login.submit")}
          </button>
          <Link to="/reset-password">{words.t("admin.login.forgot")}</Link>
        </div>
      </fetcher.Form>
      <p className="login-signup">
        {words.node("admin.login.askForAccount", {
          email: (chunks) => <a href={`mailto:${websiteManagerEmail}`}>{chunks}</a>,
        })}
      </p>
    </>
  );
}
