import { Link } from "react-router";
import { LOCALES, type Locale } from "../../../../i18n/locales.ts";
import { useWords } from "../../../lib/words.tsx";

/**
 * Which language's list the screen edits: each language has its own (decision 0111), chosen by
 * the address's `?lang=`, so a link or a reload keeps it.
 */
export function ListLanguage({ locale, path }: { locale: Locale; path: string }) {
  const words = useWords();
  return (
    <nav className="list-language" aria-label={words.t("clubRules.languages")}>
      {LOCALES.map(({ code, name }) => (
        <Link
          key={code}
          to={`${path}?lang=${code}`}
          lang={code}
          aria-current={code === locale ? "page" : undefined}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
