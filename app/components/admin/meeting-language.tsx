import { DEFAULT_LOCALE, LOCALES } from "../../../i18n/locales.ts";
import { useWords } from "../../lib/words.tsx";

interface MeetingLanguageProps {
  /** The meeting's `language`: a locale code, or "" for the site's default language. */
  value: string;
}

/**
 * The language the meeting's own words (title, notes, agenda) are written in: its page marks
 * them with `lang` under either language's chrome, so a screen reader reads them in it. A field
 * of Manage Meeting's form, named `language`.
 */
export function MeetingLanguage({ value }: MeetingLanguageProps) {
  const words = useWords();
  return (
    <div className="admin-field meeting-settings-language">
      <label htmlFor="meeting-language">{words.t("meetingLanguage.label")}</label>
      <select
        id="meeting-language"
        name="language"
        defaultValue={value || DEFAULT_LOCALE}
        aria-describedby="meeting-language-hint"
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
      <p className="admin-hint" id="meeting-language-hint">
        {words.t("meetingLanguage.hint")}
      </p>
    </div>
  );
}
