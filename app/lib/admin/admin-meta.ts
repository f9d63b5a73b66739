import type { MessageId } from "../../../i18n/translate.ts";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { isLocale, type Locale } from "../../../i18n/locales.ts";
import { metaWords, type RootMatch } from "../page-meta.ts";
import { wordsOf } from "../words.tsx";

/**
 * The head of an admin screen: its title, with the title of what it manages once that is loaded
 * ("Spring Dance | Manage Event"), and never in search results. In the organiser's language, as
 * the admin frame's loader found it; before it ran, in the address's.
 */
export function adminMeta(screen: MessageId) {
  return ({
    loaderData,
    matches,
  }: {
    loaderData?: { kind: string; title?: string } | null;
    matches: readonly [RootMatch, ...unknown[]];
  }) => {
    const locale = frameLocale(matches);
    const words = locale === null ? metaWords(matches) : wordsOf(translatorFor(locale));
    const title =
      loaderData?.title === undefined
        ? words.t(screen)
        : words.t("admin.meta.titleOf", {
            title: loaderData.title.trim() || words.t("admin.untitled"),
            screen: words.t(screen),
          });
    return [{ title }, { name: "robots", content: "noindex" }];
  };
}

/** The screens' language, as the admin frame's loader found it; null before it ran. */
function frameLocale(matches: readonly unknown[]): Locale | null {
  for (const match of matches) {
    if (typeof match !== "object" || match === null) continue;
    if (!("id" in match) || match.id !== "routes/admin/layout" || !("loaderData" in match))
      continue;
    const data = match.loaderData;
    if (typeof data === "object" && data !== null && "locale" in data) {
      return typeof data.locale === "string" && isLocale(data.locale) ? data.locale : null;
    }
  }
  return null;
}
