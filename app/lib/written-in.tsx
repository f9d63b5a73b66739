import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales.ts";

// A meeting's own words (title, notes, agenda) are written in one language, chosen in Manage
// Meeting (`language`), and shown under every language's chrome: where they differ from the
// page's language, they carry `lang`, so a screen reader reads them in theirs (issue 24).

/**
 * The language a meeting's words are marked with on a page in `pageLocale`: undefined when it is
 * the page's own. A stored language the site does not know counts as the site's default.
 */
export function writtenIn(language: string, pageLocale: Locale): Locale | undefined {
  const written = isLocale(language) ? language : DEFAULT_LOCALE;
  return written === pageLocale ? undefined : written;
}

/** The `lang` of the meeting's words on this page (undefined: the page's own). */
export const WrittenInContext = createContext<Locale | undefined>(undefined);

export function useWrittenIn(): Locale | undefined {
  return useContext(WrittenInContext);
}

/** A language's name in the words of `intlTag` ("Spanish" on an English page, "inglés"). */
export function languageName(locale: Locale, intlTag: string): string {
  return new Intl.DisplayNames([intlTag], { type: "language" }).of(locale) ?? locale;
}
