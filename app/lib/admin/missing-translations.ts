import type { Databases } from "appwrite";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../i18n/locales.ts";
import { PAGE_NAMES, type PageName } from "../content-file.ts";
import { findGuidelines } from "../collections/guidelines.ts";
import { listPages, pageParam, type StoredPage } from "../collections/pages.ts";
import { findSettingsTexts, TEXT_KEYS, type SettingsTexts } from "../collections/settings-texts.ts";
import { findSupportResources } from "../collections/support-resources.ts";

// The club's texts not written yet in one of the site's other languages (issue 31 item 8), for
// the Admin Panel: visitors reading that language meanwhile get the default language's text.

/** One text to write: in which language, what it is, and the screen that writes it. */
export type MissingTranslation = { locale: Locale; to: string } & (
  { kind: "page"; title: string } | { kind: "settingsTexts" | "guidelines" | "supportResources" }
);

/** What is stored of the club's texts in one other language. */
export interface StoredTranslations {
  locale: Locale;
  settingsTexts: SettingsTexts | null;
  hasGuidelines: boolean;
  hasSupportResources: boolean;
}

/**
 * The texts missing in `stored`'s language: a page the default language has and it lacks, settings
 * texts not stored or with one left empty, guidelines or support resources not stored.
 */
export function missingIn(
  stored: StoredTranslations,
  pages: readonly StoredPage[],
): MissingTranslation[] {
  const { locale } = stored;
  const has = (name: PageName, code: Locale) =>
    pages.some((page) => page.slug === name && page.locale === code);
  const missingPages = PAGE_NAMES.filter((name) => has(name, DEFAULT_LOCALE) && !has(name, locale));
  const texts = stored.settingsTexts;
  return [
    ...missingPages.map((name) => ({
      locale,
      kind: "page" as const,
      title:
        pages.find((page) => page.slug === name && page.locale === DEFAULT_LOCALE)?.title ?? name,
      to: `/admin/pages/${pageParam(name)}?language=${locale}`,
    })),
    ...(texts === null || TEXT_KEYS.some((key) => (texts[key] ?? "").trim() === "")
      ? [{ locale, kind: "settingsTexts" as const, to: `/admin/settings/texts?language=${locale}` }]
      : []),
    ...(stored.hasGuidelines
      ? []
      : [{ locale, kind: "guidelines" as const, to: `/admin/guidelines?lang=${locale}` }]),
    ...(stored.hasSupportResources
      ? []
      : [
          {
            locale,
            kind: "supportResources" as const,
            to: `/admin/support-resources?lang=${locale}`,
          },
        ]),
  ];
}

/** Every text of the club not written yet in each language but the default one. */
export async function findMissingTranslations(databases: Databases): Promise<MissingTranslation[]> {
  const others = LOCALES.map(({ code }) => code).filter((code) => code !== DEFAULT_LOCALE);
  const [pages, ...stored] = await Promise.all([
    listPages(databases),
    ...others.map(async (locale): Promise<StoredTranslations> => {
      const [texts, guidelines, resources] = await Promise.all([
        findSettingsTexts(databases, locale),
        findGuidelines(databases, locale),
        findSupportResources(databases, locale),
      ]);
      return {
        locale,
        settingsTexts: texts?.texts ?? null,
        hasGuidelines: guidelines !== null,
        hasSupportResources: resources !== null,
      };
    }),
  ]);
  return stored.flatMap((each) => missingIn(each, pages));
}
