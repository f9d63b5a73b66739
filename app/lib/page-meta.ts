import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "./public-settings.ts";
import { OG_IMAGE } from "./og-image-size.ts";
import { publicLink } from "./public-links.ts";
import { wordsOf, type Words } from "./words.tsx";
import { translatorFor } from "../../i18n/catalogues.ts";
import { alternatePaths, localisedPath } from "../../i18n/locale-paths.ts";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "../../i18n/locales.ts";

// The head tags every public page carries for search engines and link previews: title, meta
// description, the canonical address on PUBLIC_URL, OpenGraph and Twitter card tags. Route meta
// functions call pageMeta with their own words; the shared parts come from the root's settings.

/** What one page says about itself. */
export interface PageSummary {
  title: string;
  /** A sentence or two for search results and previews. */
  description: string;
  /**
   * The page's own path in the default language ("/join"), made canonical on PUBLIC_URL in the
   * page's language, with its address in every language as an hreflang alternate.
   */
  path: string;
  /** The page's structured data (schema.org JSON-LD), if any, built from the site's settings. */
  structuredData?: (settings: PublicSettings) => object;
  /** The page's own share image (a JPEG at `width` x `height`), instead of the site's card. */
  image?: (settings: PublicSettings) => { url: string; alt: string; width: number; height: number };
}

/** The root route's match as a route's meta function sees it. */
export type RootMatch =
  { loaderData?: { settings: PublicSettings; locale: Locale } | undefined } | undefined;

/** The words of the page's language, for a route's meta function (outside React). */
export function metaWords(matches: readonly [RootMatch, ...unknown[]]): Words {
  return wordsOf(translatorFor(matches[0]?.loaderData?.locale ?? DEFAULT_LOCALE));
}

/** The head tags of a public page. */
export function pageMeta(
  matches: readonly [RootMatch, ...unknown[]],
  page: PageSummary,
): MetaDescriptor[] {
  const settings = matches[0]?.loaderData?.settings;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
  ];
  const locale = matches[0]?.loaderData?.locale;
  if (settings === undefined || locale === undefined) return tags;
  const words = translatorFor(locale);
  const url = publicLink(settings.publicUrl, localisedPath(page.path, locale));
  const own = page.image?.(settings);
  const image = own?.url ?? publicLink(settings.publicUrl, localisedPath(OG_IMAGE.path, locale));
  const imageAlt = own?.alt ?? `${settings.club.name}. ${words.t("share.tagline")}`;
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...alternatePaths(page.path).map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.locale,
      href: publicLink(settings.publicUrl, alternate.path),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: publicLink(settings.publicUrl, page.path),
    },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: localeInfo(locale).intlTag.replace("-", "_") },
    { property: "og:site_name", content: settings.club.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: own ? "image/jpeg" : "image/png" },
    { property: "og:image:width", content: String(own?.width ?? OG_IMAGE.width) },
    { property: "og:image:height", content: String(own?.height ?? OG_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  if (page.structuredData) tags.push({ "script:ld+json": page.structuredData(settings) });
  return tags;
}
