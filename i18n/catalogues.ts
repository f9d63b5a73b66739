import en from "./catalogues/en.json" with { type: "json" };
import es from "./catalogues/es.json" with { type: "json" };
import type { Locale } from "./locales.ts";
import { createTranslator, type Catalogue, type Translator } from "./translate.ts";

// Every language's catalogue, for the server (pages, feeds, calendars, emails) and the tests. The
// browser build gets catalogues.browser.ts in this module's place (vite/precompiled-catalogues.ts):
// the same two functions, each language a file of its own, fetched when first needed.
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

/**
 * The words of `locale`, once its catalogue is at hand: at once here; in the browser, after its
 * file has arrived. Code that runs in the browser loads a language this way before asking
 * `translatorFor` for it.
 */
export function loadCatalogue(locale: Locale): Promise<Translator> {
  return Promise.resolve(translatorFor(locale));
}
