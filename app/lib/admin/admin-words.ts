import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../../i18n/locales.ts";
import { translatorFor } from "../../../i18n/catalogues.ts";
import type { Translator } from "../../../i18n/translate.ts";

// The admin screens speak the organiser's language, chosen in their account (decision 0104):
// the key `locale` of their Appwrite prefs, which the emails sent to them follow too. The root
// layout already holds every language's catalogue (i18n/catalogues.ts), so the admin screens
// take theirs from it; a catalogue per chunk would need the root to stop importing them all
// (decision 0104).

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

/** Makes `locale`'s words the admin screens'. */
export function loadAdminWords(locale: Locale): Translator {
  current = translatorFor(locale);
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
