import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales.ts";

// The address is the only choice of language (no cookie, no storage): the default language's
// pages keep their paths, every other language's are the same paths under /<code>.

/** The language an address is in: its first segment when that names a language, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** `pathname` without its language prefix: "/es/join" is "/join", "/es" is "/". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** The path of the page at `path` (the default language's, starting with "/") in `locale`. */
export function localisedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Every language's address of the page at `path`, the default's first. */
export function alternatePaths(path: string): { locale: Locale; path: string }[] {
  return LOCALES.map(({ code }) => ({ locale: code, path: localisedPath(path, code) }));
}

/** The language of a request's address (loaders of pages and files). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
