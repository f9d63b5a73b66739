import { translatorFor } from "../../i18n/catalogues.ts";
import { localisedPath, pathWithoutLocale } from "../../i18n/locale-paths.ts";
import { LOCALES, type Locale } from "../../i18n/locales.ts";
import { useWords } from "../lib/words.tsx";

interface LanguageSwitchProps {
  pathname: string;
  offeredLocale: Locale | null;
}

/**
 * This page in the site's other languages, each link named in its own language; on the home page,
 * a browser asking for one of them is offered it in a sentence of that language (never
 * redirected: the address is the choice, nothing is stored).
 */
export function LanguageSwitch({ pathname, offeredLocale }: LanguageSwitchProps) {
  const words = useWords();
  const page = pathWithoutLocale(pathname);
  const others = LOCALES.filter(({ code }) => code !== words.locale);
  return (
    <>
      <nav className="language-switch" aria-label={words.t("nav.languages")}>
        <ul>
          {others.map(({ code, name }) => (
            <li key={code}>
              <a href={localisedPath(page, code)} hrefLang={code} lang={code}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {offeredLocale !== null && (
        <p className="language-offer" lang={offeredLocale}>
          <a href={localisedPath(page, offeredLocale)} hrefLang={offeredLocale}>
            {translatorFor(offeredLocale).t("nav.offerLanguage")}
          </a>
        </p>
      )}
    </>
  );
}
