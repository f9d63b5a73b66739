import type { Locale } from "./locales.ts";
import { createTranslator, type PrecompiledCatalogue, type Translator } from "./translate.ts";

// catalogues.ts as the browser build has it (vite/precompiled-catalogues.ts resolves one to the
// other): each language's catalogue is a file of its own, its messages parsed at build time, and
// a page fetches only the languages it speaks. The page's own language is fetched before React
// hydrates it (entry.client.tsx); the admin screens fetch the organiser's with their access check.
const files = import.meta.glob<PrecompiledCatalogue>("./catalogues/*.json", { import: "default" });

const translators = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<Translator>>();

/** The words of `locale`, fetching its catalogue the first time. */
export function loadCatalogue(locale: Locale): Promise<Translator> {
  let pending = loading.get(locale);
  if (pending === undefined) {
    const file = files[`./catalogues/${locale}.json`];
    if (file === undefined) return Promise.reject(new Error(`No catalogue for ${locale}.`));
    pending = file().then((catalogue) => {
      const translator = createTranslator(locale, catalogue);
      translators.set(locale, translator);
      return translator;
    });
    // A failed fetch (the network dropped) is tried again on the next call.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The words of `locale`, which `loadCatalogue` has fetched. Should its file have failed to arrive
 * (the network dropped during a navigation), the words of a language the page already has stand
 * in, so the page still says what went wrong instead of going blank; the console says why.
 */
export function translatorFor(locale: Locale): Translator {
  const translator = translators.get(locale);
  if (translator !== undefined) return translator;
  const standIn = translators.values().next().value;
  if (standIn === undefined) {
    throw new Error(`The ${locale} catalogue is used before loadCatalogue fetched it.`);
  }
  console.error(`The ${locale} catalogue is not here; showing ${standIn.locale} instead.`);
  return standIn;
}
