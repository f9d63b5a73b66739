import type { ClubConfig } from "./club-config.ts";
import { renderMarkdownHtml } from "./markdown-html.server.tsx";
import { markdownSummary } from "./markdown-summary.server.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../i18n/locales.ts";

// The organiser-editable texts of content/, bundled at build time: the default language's at
// content/<name>.md, every other language's at content/<code>/<name>.md (a page not written in a
// language yet shows the default language's, marked as such). Each file is a leading HTML
// comment for organisers, one "# " heading (the page's h1) and Markdown, with {{placeholders}}
// filled in from club.config.json.

const CONTENT_NAMES = [
  "about",
  "guidelines",
  "join",
  "privacy",
  "quick-exit",
  "support",
  "docs/lgbtq",
  "docs/guide-to-lgbtq",
] as const;

export type ContentName = (typeof CONTENT_NAMES)[number];

const files = import.meta.glob<string>("../../content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Each language's files by page name ("docs/lgbtq"). */
function sourcesByLocale(): Map<Locale, Map<string, string>> {
  const byLocale = new Map<Locale, Map<string, string>>(
    LOCALES.map(({ code }) => [code, new Map()]),
  );
  for (const [file, source] of Object.entries(files)) {
    const relative = file.replace("../../content/", "").replace(/\.md$/, "");
    const [first = "", ...rest] = relative.split("/");
    const isTranslation = isLocale(first) && first !== DEFAULT_LOCALE;
    const locale = isTranslation ? first : DEFAULT_LOCALE;
    byLocale.get(locale)?.set(isTranslation ? rest.join("/") : relative, source);
  }
  return byLocale;
}

const sources = sourcesByLocale();

/** Page `name`'s file in `locale`, or the default language's when it is not written yet. */
function sourceOf(name: ContentName, locale: Locale): { source: string; locale: Locale } {
  const own = sources.get(locale)?.get(name);
  if (own !== undefined) return { source: own, locale };
  const fallback = sources.get(DEFAULT_LOCALE)?.get(name);
  if (fallback === undefined) throw new Error(`content/${name}.md is missing.`);
  return { source: fallback, locale: DEFAULT_LOCALE };
}

/**
 * The pages under /docs/, by their URL segment. A Map, not an object literal: a lookup by any URL
 * segment ("constructor", "__proto__") finds only the pages listed here, never something
 * inherited from Object.prototype.
 */
export const DOCS_PAGES = new Map<string, ContentName>([
  ["lgbtq", "docs/lgbtq"],
  ["guide-to-lgbtq", "docs/guide-to-lgbtq"],
]);

/** A content file split into its h1 text and the Markdown below it. */
interface SplitContent {
  title: string;
  markdown: string;
}

/** A content file ready to show: its h1 text, the rest rendered to HTML, and its summary. */
export interface PageContent {
  title: string;
  html: string;
  /** The first paragraph as plain text, for the meta description and link previews. */
  description: string;
  /** The language the text is written in (the default one's while a translation is missing). */
  lang: Locale;
}

const placeholders: Record<string, (club: ClubConfig) => string> = {
  "club.name": (config) => config.club.name,
  "club.meetingDay": (config) => config.club.meetingDay,
  "club.meetingPlace": (config) => config.club.meetingPlace,
  "school.name": (config) => config.school.name,
  "school.initials": (config) => config.school.initials,
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const LEADING_COMMENT = /^\s*<!--[\s\S]*?-->\s*/;

/** Splits a content file into its title and body; throws naming the file when it has no h1. */
function splitContent(name: string, source: string): SplitContent {
  const text = source.replace(LEADING_COMMENT, "");
  const heading = /^# (.+)$/m.exec(text);
  if (heading?.[1] === undefined) {
    throw new Error(
      `content/${name}.md needs a first-level heading ("# Title") for the page title.`,
    );
  }
  const markdown = text.slice(heading.index + heading[0].length).trim();
  return { title: heading[1].trim(), markdown };
}

function unknownPlaceholders(source: string): string[] {
  return [...source.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? "")
    .filter((key) => !(key in placeholders));
}

// Checked once when the server loads the site, so a broken content file stops the start with a
// clear message instead of showing "{{clubname}}" or a page without a title to visitors.
for (const [locale, pages] of sources) {
  for (const name of CONTENT_NAMES) {
    if (locale === DEFAULT_LOCALE && !pages.has(name)) {
      throw new Error(`content/${name}.md is missing.`);
    }
  }
  for (const [name, source] of pages) checkContent(name, source);
}

function checkContent(name: string, source: string): void {
  splitContent(name, source);
  const unknown = unknownPlaceholders(source);
  if (unknown.length > 0) {
    throw new Error(
      `content/${name}.md uses unknown placeholders: ${unknown.join(", ")}. Known: ${Object.keys(placeholders).join(", ")}.`,
    );
  }
}

function fillPlaceholders(text: string, club: ClubConfig): string {
  return text.replace(PLACEHOLDER, (_match, key: string) => placeholders[key]?.(club) ?? "");
}

// The files and the club configuration are fixed while the server runs, so each page is
// rendered once per configuration.
const rendered = new WeakMap<ClubConfig, Map<string, PageContent>>();

/**
 * Content page `name` in `locale` with its placeholders filled in for `club`, rendered to HTML.
 */
export function loadContent(
  name: ContentName,
  club: ClubConfig,
  locale: Locale = DEFAULT_LOCALE,
): PageContent {
  let pages = rendered.get(club);
  if (pages === undefined) {
    pages = new Map();
    rendered.set(club, pages);
  }
  const key = `${locale}/${name}`;
  let page = pages.get(key);
  if (page === undefined) {
    const found = sourceOf(name, locale);
    const { title, markdown } = splitContent(name, found.source);
    const filled = fillPlaceholders(markdown, club);
    page = {
      title: fillPlaceholders(title, club),
      html: renderMarkdownHtml(filled),
      description: markdownSummary(filled),
      lang: found.locale,
    };
    pages.set(key, page);
  }
  return page;
}
