import type { AccountResult } from "../../../lib/admin/account-actions.server.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";
import { sectionResult } from "./section-result.ts";

interface ProfileSectionProps {
  name: string;
  email: string;
  /** The page's last form, if any. */
  result: AccountResult | undefined;
}

/** Name and email, each saved on its own; an email change asks for the password. */
export function ProfileSection({ name, email, result }: ProfileSectionProps) {
  const words = useWords();
  const ours = sectionResult(result, ["update-name", "update-email"]);
  // A refused change keeps what was typed; the password is never sent back to the page.
  const typed = ours?.error == null ? undefined : ours.typed;
  return (
    <section className="admin-card account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{words.t("admin.account.profile.heading")}</h2>
      <AdminForm className="account-form" noValidate>
        <div className="admin-field">
          <label htmlFor="account-name">{words.t("admin.account.profile.name")}</label>
          <input
            id="account-name"
            name="name"
            defaultValue={typed?.name ?? name}
            autoComplete="name"
          />
        </div>
        <button type="submit" name="intent" value="update-name" className="button button-secondary">
          {words.t("admin.account.profile.saveName")}
        </button>
      </AdminForm>
      <AdminForm className="account-form" noValidate>
        <div className="admin-field">
          <label htmlFor="account-email">{words.t("admin.account.profile.email")}</label>
          <input
            id="account-email"
            name="email"
            type="email"
            defaultValue={typed?.email ?? email}
            autoComplete="email"
            spellCheck={false}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="account-email-password">
            {words.t("admin.account.profile.password")}
          </label>
          <input
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
        <button
          type="submit"
          name="intent"
          value="update-email"
          className="button button-secondary"
        >
          {words.t("admin.account.profile.saveEmail")}
        </button>
      </AdminForm>
      <ActionStatus
        result={ours}
        isBusy={false}
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
