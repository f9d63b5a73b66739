import type { AccountResult } from "../../../lib/admin/account-actions.server.ts";
import { MIN_PASSWORD_LENGTH } from "../../../lib/admin/new-password.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { sectionResult } from "./section-result.ts";

/**
 * Changing the password: the current one, then the new one twice, checked by the server before
 * anything is sent to Appwrite. No password comes back to the page: a refused form is typed again.
 */
export function PasswordSection({ result }: { result: AccountResult | undefined }) {
  const words = useWords();
  const ours = sectionResult(result, ["update-password"]);
  const problem = ours?.problem ?? null;
  return (
    <section className="admin-card account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">{words.t("admin.account.password.heading")}</h2>
      <AdminForm className="account-form" noValidate>
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
        <button
          type="submit"
          name="intent"
          value="update-password"
          className="button button-secondary"
        >
          {words.t("admin.account.password.change")}
        </button>
      </AdminForm>
      <ActionStatus
        id="password-status"
        result={ours}
        isBusy={false}
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
