import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { parseSupportResources, type SupportResource } from "./support-resources.ts";

// The starting support lists, bundled at build time: what a page shows while its language has no
// stored list (a real Appwrite before an organiser's first save, decision 0111). The server's
// start stores the same files into a new data folder (server/club-content.ts).

const files = import.meta.glob<unknown>("../../content/**/support-resources.json", {
  import: "default",
  eager: true,
});

/** Every language's list, checked when the site loads, by file ("es/support-resources.json"). */
const listsByFile = new Map(
  Object.entries(files).map(([path, json]) => {
    const file = path.replace("../../content/", "");
    return [file, parseSupportResources(json, file)];
  }),
);

/** The starting support resources of `locale` (the default language's until it has its own). */
export function startingSupportResources(locale: Locale): readonly SupportResource[] {
  const own =
    locale === DEFAULT_LOCALE ? undefined : listsByFile.get(`${locale}/support-resources.json`);
  return own ?? listsByFile.get("support-resources.json") ?? [];
}

/**
 * The support resources visitors of `locale` see: the stored list, or the starting one while none
 * is stored. The support page shows it and the admin screen starts its draft from it, so a save
 * there never puts an empty list over the helplines visitors saw (decision 0142).
 */
export function resourcesVisitorsSee(
  stored: { resources: readonly SupportResource[] } | null,
  locale: Locale,
): readonly SupportResource[] {
  return stored?.resources ?? startingSupportResources(locale);
}
