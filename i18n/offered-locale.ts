import Negotiator from "negotiator";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

/** The only page that offers another language to a browser asking for it: the home page. */
export const OFFERING_PATH = "/";

/**
 * The language the default-language home page offers a browser whose Accept-Language prefers
 * another of ours ("Ver en español"), or null. Only offered, never a redirect: the address stays
 * the visitor's choice, and nothing is stored.
 */
export function offeredLocale(pathname: string, acceptLanguage: string | null): Locale | null {
  if (pathname !== OFFERING_PATH || !acceptLanguage) return null;
  const codes = LOCALES.map(({ code }) => code);
  const preferred = new Negotiator({
    headers: { "accept-language": acceptLanguage },
  }).language(codes);
  return LOCALES.find(({ code }) => code === preferred && code !== DEFAULT_LOCALE)?.code ?? null;
}
