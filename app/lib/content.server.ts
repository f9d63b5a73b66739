import type { ClubConfig } from "./club-config.ts";
import { renderMarkdownHtml } from "./markdown-html.server.tsx";
import { markdownSummary } from "./markdown-summary.server.ts";
import about from "../../content/about.md?raw";
import guideToLgbtq from "../../content/docs/guide-to-lgbtq.md?raw";
import lgbtq from "../../content/docs/lgbtq.md?raw";
import guidelines from "../../content/guidelines.md?raw";
import join from "../../content/join.md?raw";
import privacy from "../../content/privacy.md?raw";
import quickExit from "../../content/quick-exit.md?raw";
import support from "../../content/support.md?raw";

// The organiser-editable texts of content/, bundled at build time. Each file is a leading HTML
// comment for organisers, one "# " heading (the page's h1) and Markdown, with {{placeholders}}
// filled in from club.config.json.

const sources = {
  about,
  guidelines,
  join,
  privacy,
  "quick-exit": quickExit,
  support,
  "docs/lgbtq": lgbtq,
  "docs/guide-to-lgbtq": guideToLgbtq,
};

export type ContentName = keyof typeof sources;

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
for (const [name, source] of Object.entries(sources)) {
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
const rendered = new WeakMap<ClubConfig, Map<ContentName, PageContent>>();

/** Content file `name` with its placeholders filled in for `club`, rendered to HTML. */
export function loadContent(name: ContentName, club: ClubConfig): PageContent {
  let pages = rendered.get(club);
  if (pages === undefined) {
    pages = new Map();
    rendered.set(club, pages);
  }
  let page = pages.get(name);
  if (page === undefined) {
    const { title, markdown } = splitContent(name, sources[name]);
    const filled = fillPlaceholders(markdown, club);
    page = {
      title: fillPlaceholders(title, club),
      html: renderMarkdownHtml(filled),
      description: markdownSummary(filled),
    };
    pages.set(name, page);
  }
  return page;
}
