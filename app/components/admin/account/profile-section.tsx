import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";

interface ProfileSectionProps {
  name: string;
  email: string;
}

/** Name and email, each saved on its own; an email change asks for the password. */
export function ProfileSection({ name, email }: ProfileSectionProps) {
  const words = useWords();
  const fetcher = useFetcher<AccountResult>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const pending = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  const isEmailSaved =
    fetcher.state === "idle" && fetcher.data?.intent === "update-email" && !fetcher.data.error;

  useEffect(() => {
    // A password left in a field after use is one more place it can be read from.
    if (isEmailSaved && passwordRef.current !== null) passwordRef.current.value = "";
  }, [isEmailSaved]);

  return (
    <section className="admin-card account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{words.t("admin.account.profile.heading")}</h2>
      <fetcher.Form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value="update-name" />
        <div className="admin-field">
          <label htmlFor="account-name">{words.t("admin.account.profile.name")}</label>
          <input id="account-name" name="name" defaultValue={name} autoComplete="name" />
        </div>
        <button type="submit" className="button button-secondary" disabled={pending != null}>
          {words.t(pending === "update-name" ? "admin.saving" : "admin.account.profile.saveName")}
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value="update-email" />
        <div className="admin-field">
          <label htmlFor="account-email">{words.t("admin.account.profile.email")}</label>
          <input
            id="account-email"
            name="email"
            type="email"
            defaultValue={email}
            autoComplete="email"
            spellCheck={false}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="account-email-password">
            {words.t("admin.account.profile.password")}
          </label>
          <input
            ref={passwordRef}
            id="account-email-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-describedby="account-email-password-hint"
          />
          <p id="account-email-password-hint" className="admin-hint">
            {words.t("admin.account.profile.passwordHint")}
          </p>
        </div>
        <button type="submit" className="button button-secondary" disabled={pending != null}>
          {words.t(pending === "update-email" ? "admin.saving" : "admin.account.profile.saveEmail")}
        </button>
      </fetcher.Form>
      <ActionStatus
        result={fetcher.data}
        isBusy={pending != null}
        words={{
          "update-name": {
            done: words.t("admin.account.profile.nameSaved"),
            failed: words.t("admin.account.profile.nameFailed"),
          },
          "update-email": {
            done: words.t("admin.account.profile.emailSaved"),
            failed: words.t("admin.account.profile.emailFailed"),
          },
        }}
      />
    </section>
  );
}
