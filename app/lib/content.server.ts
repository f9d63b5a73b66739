import type { AppLoadContext } from "react-router";
import { serverDatabases } from "./appwrite.server.ts";
import { findPage } from "./collections/pages.ts";
import {
  fillPlaceholders,
  PAGE_NAMES,
  splitContent,
  unknownPlaceholders,
  type PageName,
  type PageSource,
} from "./content-file.ts";
import { renderMarkdownHtml } from "./markdown-html.server.tsx";
import { markdownSummary } from "./markdown-summary.server.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../i18n/locales.ts";

// The club's pages as visitors read them, in the language of the address: the stored page
// (club_pages, one document per page and language, edited in the admin area, decision 0109), or,
// while none is stored in that language, its starting file, bundled at build time: the default
// language's at content/<name>.md, every other language's at content/<code>/<name>.md. A page not
// written in a language yet shows the default language's, marked as such (decision 0103).

const files = import.meta.glob<string>("../../content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Each language's starting files by page name ("docs/lgbtq"), split into title and Markdown. */
function startingByLocale(): Map<Locale, Map<string, PageSource>> {
  const byLocale = new Map<Locale, Map<string, PageSource>>(
    LOCALES.map(({ code }) => [code, new Map()]),
  );
  for (const [file, source] of Object.entries(files)) {
    const relative = file.replace("../../content/", "").replace(/\.md$/, "");
    const [first = "", ...rest] = relative.split("/");
    const isTranslation = isLocale(first) && first !== DEFAULT_LOCALE;
    const locale = isTranslation ? first : DEFAULT_LOCALE;
    const name = isTranslation ? rest.join("/") : relative;
    // Checked once when the server loads the site, so a broken content file stops the start
    // with a clear message instead of showing "{{clubname}}" or a page without a title.
    const unknown = unknownPlaceholders(source);
    if (unknown.length > 0) {
      throw new Error(`content/${relative}.md uses unknown placeholders: ${unknown.join(", ")}.`);
    }
    byLocale.get(locale)?.set(name, splitContent(relative, source));
  }
  for (const name of PAGE_NAMES) {
    if (!byLocale.get(DEFAULT_LOCALE)?.has(name)) throw new Error(`content/${name}.md is missing.`);
  }
  return byLocale;
}

const starting = startingByLocale();

/**
 * The pages under /docs/, by their URL segment. A Map, not an object literal: a lookup by any URL
 * segment ("constructor", "__proto__") finds only the pages listed here, never something
 * inherited from Object.prototype.
 */
export const DOCS_PAGES = new Map<string, PageName>([
  ["lgbtq", "docs/lgbtq"],
  ["guide-to-lgbtq", "docs/guide-to-lgbtq"],
]);

/** A page ready to show: its title, its Markdown rendered to HTML, and its description. */
export interface PageContent {
  title: string;
  html: string;
  /** The meta description and link previews' text: the page's own, or its first paragraph. */
  description: string;
  /** The language the text is written in (the default one's while a translation is missing). */
  lang: Locale;
}

/**
 * Page `name` in `locale` as this request shows it, its placeholders filled in from the club's
 * settings: the stored page in that language, else that language's starting file, else the
 * default language's page.
 */
export async function loadPage(
  context: AppLoadContext,
  name: PageName,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageContent> {
  const stored = (await findPage(serverDatabases(context), name, locale))?.page ?? null;
  const start = starting.get(locale)?.get(name);
  if (stored === null && start === undefined && locale !== DEFAULT_LOCALE) {
    return loadPage(context, name, DEFAULT_LOCALE);
  }
  const fallback = start ?? startOf(name);
  const fill = (text: string) => fillPlaceholders(text, context.club);
  const markdown = fill(stored?.body ?? fallback.markdown);
  const description = fill(stored?.description ?? "");
  return {
    title: fill(stored?.title ?? fallback.title),
    html: renderMarkdownHtml(markdown),
    description: description === "" ? markdownSummary(markdown) : description,
    lang: locale,
  };
}

/** Page `name`'s starting file in the default language (PAGE_NAMES are checked at load). */
function startOf(name: PageName): PageSource {
  const source = starting.get(DEFAULT_LOCALE)?.get(name);
  if (source === undefined) throw new Error(`content/${name}.md is missing.`);
  return source;
}
