import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../../i18n/locales.ts";

// The admin screens speak the organiser's language, chosen in their account (decision 0104):
// the key `locale` of their Appwrite prefs, which the emails sent to them follow too. The admin
// frame's loader finds it with the account (organiser-request.server.ts); the sign-in form speaks
// the browser's.

/** The key of the Appwrite account prefs holding the organiser's language. */
export const LOCALE_PREF = "locale";

/** The language an organiser chose in their prefs; English when they chose none. */
export function organiserLocale(prefs: Record<string, unknown>): Locale {
  const chosen = prefs[LOCALE_PREF];
  return typeof chosen === "string" && isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * The language of someone not signed in (the sign-in form): the first of the browser's
 * languages the site speaks, by its main part ("es-MX" is Spanish); else the default.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const code = language.toLowerCase().split("-")[0];
    const match = LOCALES.find((locale) => locale.code === code);
    if (match !== undefined) return match.code;
  }
  return DEFAULT_LOCALE;
}
