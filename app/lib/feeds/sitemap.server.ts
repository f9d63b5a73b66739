import { XMLBuilder } from "fast-xml-parser";
import { publicLink } from "../public-links.ts";
import { alternatePaths } from "../../../i18n/locale-paths.ts";

// The sitemap (sitemaps.org 0.9) of the public pages and the agendas, written by fast-xml-parser's
// builder so every address is escaped as XML. Each page is listed in every language, each entry
// naming all of them as hreflang alternates (Google's sitemap form of hreflang).

export interface SitemapPage {
  /** The page's path in the default language. */
  path: string;
  /** When the page last changed (ISO), when known. */
  lastModified?: string;
}

/** The sitemap XML of `pages`, in every language, on `publicUrl`. */
export function renderSitemap(pages: readonly SitemapPage[], publicUrl: string): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    urlset: {
      "@_xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      "@_xmlns:xhtml": "http://www.w3.org/1999/xhtml",
      url: pages.flatMap((page) => {
        const alternates = alternatePaths(page.path).map((alternate) => ({
          "@_rel": "alternate",
          "@_hreflang": alternate.locale,
          "@_href": publicLink(publicUrl, alternate.path),
        }));
        return alternates.map((alternate) => ({
          loc: alternate["@_href"],
          ...(page.lastModified && { lastmod: new Date(page.lastModified).toISOString() }),
          "xhtml:link": alternates,
        }));
      }),
    },
  });
}
