import en from "./catalogues/en.json" with { type: "json" };
import es from "./catalogues/es.json" with { type: "json" };
import type { Locale } from "./locales.ts";
import { createTranslator, type Catalogue, type Translator } from "./translate.ts";

// Every language's catalogue, for the server (pages, feeds, calendars, emails). The browser
// never loads this module: present mode fetches its own language's file alone.
const catalogues: Readonly<Record<Locale, Partial<Catalogue>>> = { en, es };

const translators = new Map<Locale, Translator>();

/** The words of `locale`, made once per process. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (translator === undefined) {
    translator = createTranslator(locale, catalogues[locale]);
    translators.set(locale, translator);
  }
  return translator;
}
