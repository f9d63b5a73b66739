import { Link } from "react-router";
import { AdminForm } from "./admin-form.tsx";
import { useWords } from "../../lib/words.tsx";
import { formatCheckedDate, type SupportResource } from "../../lib/support-resources.ts";

/** The prefs key that remembers which reminder an organiser hid (their Appwrite account prefs). */
export const HIDDEN_REMINDER_PREF = "hiddenSupportReminder";

/**
 * What a reminder about `resources` is called in the prefs once hidden: their names and dates, so
 * another entry going stale (or one checked and going stale again) shows the reminder again.
 */
export function reminderKey(resources: readonly SupportResource[]): string {
  return resources.map((resource) => `${resource.name} ${resource.lastChecked}`).join("; ");
}

/**
 * A one-line reminder of the support resources nobody has checked for over a year, so a changed
 * crisis number never lingers on the site: linked to the screen where they are checked,
 * naming them on request, and hidden by the organiser until the list changes (kept in their
 * account's prefs, so it stays hidden on their other devices). Nothing when every entry is
 * current or the organiser hid this very list.
 */
export function StaleResourcesWarning({
  resources,
  prefs,
}: {
  resources: readonly SupportResource[];
  prefs: Record<string, unknown>;
}) {
  const words = useWords();
  const key = reminderKey(resources);
  if (resources.length === 0 || prefs[HIDDEN_REMINDER_PREF] === key) {
    return null;
  }
  const count = resources.length;
  return (
    <section className="admin-reminder" aria-label={words.t("resources.reminderLabel")}>
      <details>
        <summary>{words.t("resources.reminderSummary", { count })}</summary>
        <p>
          {words.node("resources.reminderText", {
            count,
            link: (chunks) => <Link to="/admin/support-resources">{chunks}</Link>,
          })}
        </p>
        <ul>
          {resources.map((resource) => (
            <li key={`${resource.name} ${resource.lastChecked}`}>
              {words.t("resources.reminderEntry", {
                name: resource.name,
                date: formatCheckedDate(resource.lastChecked, words.intlTag),
              })}
            </li>
          ))}
        </ul>
      </details>
      <AdminForm>
        <input type="hidden" name="intent" value="hide-reminder" />
        <input type="hidden" name="key" value={key} />
        <button type="submit" className="button button-ghost admin-reminder-hide">
          {words.t("resources.hide")}
          <span className="visually-hidden"> {words.t("resources.hideWhat")}</span>
        </button>
      </AdminForm>
    </section>
  );
}
