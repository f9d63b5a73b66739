import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../../i18n/locales.ts";
import { loadCatalogue } from "../../../i18n/catalogues.ts";
import type { Translator } from "../../../i18n/translate.ts";

// The admin screens speak the organiser's language, chosen in their account (decision 0104):
// the key `locale` of their Appwrite prefs, which the emails sent to them follow too. In the
// browser each language's catalogue is a file of its own, fetched the first time it is needed
// (i18n/catalogues.browser.ts): the page's language before the page is drawn, the organiser's
// with their access check.

/** The key of the Appwrite account prefs holding the organiser's language. */
export const LOCALE_PREF = "locale";

let current: Translator | null = null;

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

/** Makes `locale`'s words the admin screens', once its catalogue is at hand. */
export async function loadAdminWords(locale: Locale): Promise<Translator> {
  current = await loadCatalogue(locale);
  return current;
}

/** The admin screens' words, outside React (actions' messages, titles); null before any load. */
export function loadedAdminWords(): Translator | null {
  return current;
}

/**
 * The admin screens' words, outside React. The admin frame's loader loads them before any
 * screen's loader or action runs (checkAdminAccess).
 */
export function adminWords(): Translator {
  if (current === null) throw new Error("The admin words are loaded by checkAdminAccess first.");
  return current;
}
