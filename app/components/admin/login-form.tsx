import { Form, Link, useNavigation } from "react-router";
import "../../styles/sign-in.css";

interface LoginFormProps {
  /** Why the last attempt failed, in words for people; null before any attempt or after success. */
  error: string | null;
  websiteManagerEmail: string;
}

/** The organiser sign-in form (email and password), posted to the screen's client action. */
export function LoginForm({ error, websiteManagerEmail }: LoginFormProps) {
  const navigation = useNavigation();
  const isSigningIn = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  return (
    <>
      {/* No field validation (spec section 5): the server's answer is shown instead. */}
      <Form method="post" className="login-form" noValidate>
        <input type="hidden" name="intent" value="login" />
        <div className="admin-field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="login-password">Password</label>
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
            {isSigningIn ? "Logging in..." : "Login"}
          </button>
          <Link to="/reset-password">Forgot password?</Link>
        </div>
      </Form>
      <p className="login-signup">
        Ask your club's website manager for an organiser account.{" "}
        <a href={`mailto:${websiteManagerEmail}`}>Email the website manager</a>
      </p>
    </>
  );
}
