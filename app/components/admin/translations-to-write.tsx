import { Link } from "react-router";
import type { MissingTranslation } from "../../lib/admin/missing-translations.ts";
import { fillPlaceholders } from "../../lib/content-file.ts";
import { usePublicSettings } from "../../lib/use-public-settings.ts";
import { useWords } from "../../lib/words.tsx";

/**
 * On the Admin Panel: the club's texts not written yet in another of the site's languages, each
 * with a link to the screen that writes it; nothing while every one is written.
 */
export function TranslationsToWrite({ missing }: { missing: readonly MissingTranslation[] }) {
  const words = useWords();
  const settings = usePublicSettings();
  if (missing.length === 0) return null;
  const languageName = new Intl.DisplayNames([words.intlTag], { type: "language" });
  const locales = [...new Set(missing.map(({ locale }) => locale))];
  return (
    <section className="admin-notice translations-to-write" aria-labelledby="translations-heading">
      <h2 id="translations-heading">{words.t("admin.translations.heading")}</h2>
      {locales.map((locale) => {
        const language = languageName.of(locale) ?? locale;
        return (
          <div key={locale}>
            <p>{words.t("admin.translations.hint", { language })}</p>
            <ul>
              {missing
                .filter((each) => each.locale === locale)
                .map((each) => (
                  <li key={each.to}>
                    <Link to={each.to}>
                      {each.kind === "page"
                        ? words.t("admin.translations.page", {
                            // A page's title may name the club ("Welcome to {{club.name}}").
                            title: fillPlaceholders(each.title, settings),
                            language,
                          })
                        : words.t(`admin.translations.${each.kind}`, { language })}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
