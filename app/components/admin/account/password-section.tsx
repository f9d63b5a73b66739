import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import { MIN_PASSWORD_LENGTH, type NewPasswordProblem } from "../../../lib/admin/new-password.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { checkedNewPassword, NewPasswordFields } from "./new-password-fields.tsx";

/** Changing the password: the current one, then the new one twice. */
export function PasswordSection() {
  const words = useWords();
  const fetcher = useFetcher<AccountResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<NewPasswordProblem | null>(null);
  const isBusy = fetcher.state !== "idle";
  const isChanged =
    fetcher.state === "idle" && fetcher.data?.intent === "update-password" && !fetcher.data.error;

  useEffect(() => {
    if (isChanged) formRef.current?.reset();
  }, [isChanged]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = checkedNewPassword(event.currentTarget, setProblem);
    if (password === null) return;
    void fetcher.submit(
      {
        intent: "update-password",
        oldPassword: String(new FormData(event.currentTarget).get("oldPassword") ?? ""),
        password,
      },
      { method: "post" },
    );
  }

  return (
    <section className="admin-card account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">{words.t("admin.account.password.heading")}</h2>
      <form ref={formRef} method="post" className="account-form" noValidate onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor="account-old-password">{words.t("admin.account.password.current")}</label>
          <input
            id="account-old-password"
            name="oldPassword"
            type="password"
            autoComplete="current-password"
          />
        </div>
        <NewPasswordFields idPrefix="account" problem={problem} statusId="password-status" />
        <button type="submit" className="button button-secondary" disabled={isBusy}>
          {words.t(isBusy ? "admin.account.password.changing" : "admin.account.password.change")}
        </button>
      </form>
      <ActionStatus
        id="password-status"
        result={fetcher.data}
        isBusy={isBusy}
        problem={problem && words.t(problem.message, { min: MIN_PASSWORD_LENGTH })}
        words={{
          "update-password": {
            done: words.t("admin.account.password.changed"),
            failed: words.t("admin.account.password.failed"),
          },
        }}
      />
    </section>
  );
}
