import { Link } from "react-router";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../../i18n/locales.ts";
import { useWords } from "../../lib/words.tsx";

// The switch between the languages an organiser writes a text in: one link a language of
// i18n/locales.ts, so a third language needs nothing here (0120).

/** The address of `locale`'s editor: `path` itself for the default language, else `?language=`. */
export function languageHref(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?language=${locale}`;
}

/** The language `?language=` names in `url` (the default one when absent), or null when unknown. */
export function languageOfUrl(url: string): Locale | null {
  const asked = new URL(url).searchParams.get("language");
  if (asked === null) return DEFAULT_LOCALE;
  return isLocale(asked) ? asked : null;
}

/** A link a language of `locales` (every language of the site unless told), `current` marked. */
export function LanguageTabs({
  path,
  current,
  locales = LOCALES,
}: {
  path: string;
  current: Locale;
  locales?: readonly (typeof LOCALES)[number][];
}) {
  const words = useWords();
  return (
    <nav className="language-tabs" aria-label={words.t("admin.translate.languages")}>
      {locales.map(({ code, name }) => (
        <Link
          key={code}
          to={languageHref(path, code)}
          lang={code}
          aria-current={code === current ? "page" : undefined}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
