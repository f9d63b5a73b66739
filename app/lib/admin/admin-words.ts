import { translatorFor } from "../../../i18n/catalogues.ts";
import { DEFAULT_LOCALE } from "../../../i18n/locales.ts";
import type { Translator } from "../../../i18n/translate.ts";

/** The words of the admin screens, outside React (client loaders' titles). */
export function adminWords(): Translator {
  return translatorFor(DEFAULT_LOCALE);
}
