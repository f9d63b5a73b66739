import { useFetcher } from "react-router";
import { LOCALES, type Locale } from "../../../../i18n/locales.ts";
import type { AccountResult } from "../../../lib/admin/account-actions.ts";
import { useWords } from "../../../lib/words.tsx";
import { ActionStatus } from "../action-status.tsx";

/**
 * The language of the admin screens and of the emails sent to this organiser, kept in their
 * account's prefs (decision 0104). Saving it re-renders the admin screens in it at once.
 */
export function LanguageSection({ locale }: { locale: Locale }) {
  const words = useWords();
  const fetcher = useFetcher<AccountResult>();
  const isBusy = fetcher.state !== "idle";
  return (
    <section className="admin-card account-section" aria-labelledby="language-heading">
      <h2 id="language-heading">{words.t("admin.account.language.heading")}</h2>
      <fetcher.Form method="post" className="account-form">
        <input type="hidden" name="intent" value="update-locale" />
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
        <button type="submit" className="button button-secondary" disabled={isBusy}>
          {words.t(isBusy ? "admin.saving" : "admin.account.language.save")}
        </button>
      </fetcher.Form>
      <ActionStatus
        result={fetcher.data}
        isBusy={isBusy}
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
