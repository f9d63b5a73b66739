// The site's languages, in one place (docs/architecture.md, "A language"). The first is the
// default: its pages keep the addresses without a prefix; every other one is served under
// /<code>/. Adding a language is its catalogue (catalogues/<code>.json, and its line in
// catalogues.ts), its content pages (content/<code>/) and one line here.
export const LOCALES = [
  { code: "en", name: "English", intlTag: "en-US" },
  { code: "es", name: "Español", intlTag: "es-US" },
] as const satisfies readonly LocaleInfo[];

export interface LocaleInfo {
  /** The language as the address and `lang` spell it (BCP 47, lower case). */
  code: string;
  /** The language's own name for itself, as the language switch shows it. */
  name: string;
  /** The tag `Intl` formats dates, times and numbers with (US conventions for a US school). */
  intlTag: string;
}

export type Locale = (typeof LOCALES)[number]["code"];

export const DEFAULT_LOCALE: Locale = LOCALES[0].code;

const codes: ReadonlySet<string> = new Set(LOCALES.map((locale) => locale.code));

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && codes.has(value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES.find((info) => info.code === locale) ?? LOCALES[0];
}
