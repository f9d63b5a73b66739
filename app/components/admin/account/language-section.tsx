import { LOCALES, type Locale } from "../../../../i18n/locales.ts";
import type { AccountResult } from "../../../lib/admin/account-actions.server.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";
import { AdminForm } from "../admin-form.tsx";
import { sectionResult } from "./section-result.ts";

/**
 * The language of the admin screens and of the emails sent to this organiser, kept in their
 * account's prefs (decision 0104). The page saving it comes back in it.
 */
export function LanguageSection({
  locale,
  result,
}: {
  locale: Locale;
  result: AccountResult | undefined;
}) {
  const words = useWords();
  return (
    <section className="admin-card account-section" aria-labelledby="language-heading">
      <h2 id="language-heading">{words.t("admin.account.language.heading")}</h2>
      <AdminForm className="account-form">
        <div className="admin-field">
          <label htmlFor="account-locale">{words.t("admin.account.language.label")}</label>
          <select
            id="account-locale"
            name="locale"
            defaultValue={locale}
            aria-describedby="account-locale-hint"
          >
            {LOCALES.map((each) => (
              <option key={each.code} value={each.code} lang={each.code}>
                {each.name}
              </option>
            ))}
          </select>
          <p id="account-locale-hint" className="admin-hint">
            {words.t("admin.account.language.hint")}
          </p>
        </div>
        <button
          type="submit"
          name="intent"
          value="update-locale"
          className="button button-secondary"
        >
          {words.t("admin.account.language.save")}
        </button>
      </AdminForm>
      <ActionStatus
        result={sectionResult(result, ["update-locale"])}
        isBusy={false}
        words={{
          "update-locale": {
            done: words.t("admin.account.language.saved"),
            failed: words.t("admin.account.language.failed"),
          },
        }}
      />
    </section>
  );
}
