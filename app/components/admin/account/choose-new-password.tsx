import { useState, type FormEvent } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { MIN_PASSWORD_LENGTH, type NewPasswordProblem } from "../../../lib/admin/new-password.ts";
import { useWords } from "../../../lib/words.tsx";
import { useFocusOnMount } from "../../../lib/admin/use-focus-on-mount.ts";
import { checkedNewPassword, NewPasswordFields } from "./new-password-fields.tsx";

interface ChooseNewPasswordProps {
  /** What the emailed link carries, sent back with the new password. */
  link: { userId: string; secret: string };
  /** The last try's outcome, if any: error is null when the new password was set. */
  result: { error: string | null } | undefined;
}

/** The emailed link's page: a new password, typed twice, replaces the forgotten one. */
export function ChooseNewPassword({ link, result }: ChooseNewPasswordProps) {
  const words = useWords();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const submit = useSubmit();
  const isSaving = useNavigation().state !== "idle";
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const isDone = !isSaving && result?.error === null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = checkedNewPassword(event.currentTarget, setProblem);
    if (password === null) return;
    void submit({ intent: "set-password", ...link, password }, { method: "post" });
  }

  return (
    <section className="admin-card admin-access" aria-labelledby="new-password-heading">
      <h1 id="new-password-heading" ref={headingRef} tabIndex={-1}>
        {words.t("admin.resetPassword.choose")}
      </h1>
      {!isDone && (
        <form method="post" className="login-form" noValidate onSubmit={onSubmit}>
          <NewPasswordFields idPrefix="reset" problem={problem} statusId="reset-status" />
          <button type="submit" className="button button-primary" disabled={isSaving}>
            {words.t(isSaving ? "admin.saving" : "admin.resetPassword.set")}
          </button>
        </form>
      )}
      <div id="reset-status" className="account-status" role="status">
        {isDone && (
          <p className="recovery-sent">
            {words.node("admin.resetPassword.changed", {
              strong: (chunks) => <strong>{chunks}</strong>,
              login: (chunks) => <Link to="/admin">{chunks}</Link>,
            })}
          </p>
        )}
        {!isSaving && problem !== null && (
          <p className="admin-alert">{words.t(problem.message, { min: MIN_PASSWORD_LENGTH })}</p>
        )}
        {!isSaving && problem === null && result?.error != null && (
          <p className="admin-alert">
            {words.t("admin.failedBecause", {
              failure: words.t("admin.resetPassword.changeFailed"),
              why: result.error,
            })}
          </p>
        )}
      </div>
      {!isDone && (
        <p className="login-signup">
          {words.node("admin.resetPassword.linkBroken", {
            ask: (chunks) => <Link to="/reset-password">{chunks}</Link>,
          })}
        </p>
      )}
    </section>
  );
}
