import { localisedPath, pathWithoutLocale } from "../../i18n/locale-paths.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales.ts";

// A message is written in its recipient's language (decision 0106): the account's prefs key
// `locale`, which the admin account screen sets, as the site's catalogues spell it.

/** The language of an account's messages: its prefs' `locale` when the site has it, else the default. */
export function recipientLocale(prefs: Readonly<Record<string, unknown>>): Locale {
  const chosen = prefs["locale"];
  return typeof chosen === "string" && isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The site's pages a message links to, which every language has at its own address. */
const PAGES_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set(["/reset-password", "/welcome"]);

/**
 * `link` opening the same page in `locale`, when it is one of those pages of the site at
 * `siteUrl` (PUBLIC_URL); any other link (another allowed host, an admin screen) as it is.
 */
export function linkInLanguage(link: string, locale: Locale, siteUrl: string): string {
  if (!URL.canParse(link)) return link;
  const url = new URL(link);
  const page = pathWithoutLocale(url.pathname);
  if (url.origin !== new URL(siteUrl).origin || !PAGES_IN_EVERY_LANGUAGE.has(page)) return link;
  url.pathname = localisedPath(page, locale);
  return url.href;
}
