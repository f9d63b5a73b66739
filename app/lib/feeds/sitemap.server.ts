import { XMLBuilder } from "fast-xml-parser";
import { publicLink } from "../public-links.ts";

// The sitemap (sitemaps.org 0.9) of the public pages and the agendas, written by fast-xml-parser's
// builder so every address is escaped as XML.

export interface SitemapPage {
  path: string;
  /** When the page last changed (ISO), when known. */
  lastModified?: string;
}

/** The sitemap XML of `pages` on `publicUrl`. */
export function renderSitemap(pages: readonly SitemapPage[], publicUrl: string): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    urlset: {
      "@_xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      url: pages.map((page) => ({
        loc: publicLink(publicUrl, page.path),
        ...(page.lastModified && { lastmod: new Date(page.lastModified).toISOString() }),
      })),
    },
  });
}
