import { useLayoutEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ComeBackHere, useSessionForm } from "./session-result.tsx";
import { useFocusOnMount } from "../../lib/admin/use-focus-on-mount.ts";
import { useWords } from "../../lib/words.tsx";
import "../../styles/sign-in.css";

/**
 * The second step of signing in to an account with two-factor sign-in on: a code from the
 * authenticator app, or one of the recovery codes. The session exists but can do nothing else
 * until then, so cancelling signs it out.
 */
export function TwoFactorStep() {
  const words = useWords();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const codeRef = useRef<HTMLInputElement>(null);
  const { fetcher, error } = useSessionForm("two-factor");
  const navigation = useNavigation();
  const intent =
    fetcher.state !== "idle"
      ? "two-factor"
      : navigation.state === "idle"
        ? null
        : navigation.formData?.get("intent");

  // Focus moves in the commit that shows the change (a layout effect, not a passive one), so
  // a key pressed right after cannot land on the element focus is about to leave.
  useLayoutEffect(() => {
    // A refused code is selected, so the next one simply replaces it.
    if (error !== null && intent === null) codeRef.current?.select();
  }, [error, intent]);

  return (
    <section className="admin-card admin-access" aria-labelledby="two-factor-step-heading">
      <h1 id="two-factor-step-heading" ref={headingRef} tabIndex={-1}>
        {words.t("admin.account.twoFactor.heading")}
      </h1>
      <p className="admin-access-message">{words.t("admin.signIn.twoFactor.text")}</p>
      <fetcher.Form method="post" action="/admin" className="login-form" noValidate>
        <input type="hidden" name="intent" value="two-factor" />
        <ComeBackHere />
        <div className="admin-field">
          <label htmlFor="two-factor-code">{words.t("admin.account.turnOff.code")}</label>
          <input
            ref={codeRef}
            id="two-factor-code"
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby="two-factor-code-hint"
          />
          <p id="two-factor-code-hint" className="admin-hint">
            {words.t("admin.signIn.twoFactor.hint")}
          </p>
        </div>
        {error !== null && (
          <p className="admin-alert" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={intent != null}>
          {words.t(
            intent === "two-factor"
              ? "admin.account.setup.checking"
              : "admin.signIn.twoFactor.verify",
          )}
        </button>
      </fetcher.Form>
      <Form method="post" action="/admin" className="sign-in-cancel" replace>
        <input type="hidden" name="intent" value="logout" />
        <ComeBackHere />
        <button type="submit" className="button-link" disabled={intent != null}>
          {words.t("admin.signIn.twoFactor.cancel")}
        </button>
      </Form>
    </section>
  );
}
