import type { AppLoadContext } from "react-router";
import { serverDatabases } from "./appwrite.server.ts";
import { findPage } from "./collections/pages.ts";
import {
  fillPlaceholders,
  splitContent,
  unknownPlaceholders,
  type PageName,
  type PageSource,
} from "./content-file.ts";
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

// The club's pages as visitors read them: the stored page (club_pages, edited in the admin
// area), or, while none is stored (a real Appwrite before an organiser's first save), its
// starting file in content/, bundled at build time (decision 0109).

const sources: Record<PageName, string> = {
  about,
  guidelines,
  join,
  privacy,
  "quick-exit": quickExit,
  support,
  "docs/lgbtq": lgbtq,
  "docs/guide-to-lgbtq": guideToLgbtq,
};

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
}

// Checked once when the server loads the site, so a broken content file stops the start with a
// clear message instead of showing "{{clubname}}" or a page without a title to visitors.
const starting = new Map<PageName, PageSource>();
for (const [name, source] of Object.entries(sources)) {
  const unknown = unknownPlaceholders(source);
  if (unknown.length > 0) {
    throw new Error(`content/${name}.md uses unknown placeholders: ${unknown.join(", ")}.`);
  }
  starting.set(name as PageName, splitContent(name, source));
}

/** Page `name` as this request shows it, its placeholders filled in from the club's settings. */
export async function loadPage(context: AppLoadContext, name: PageName): Promise<PageContent> {
  const stored = (await findPage(serverDatabases(context), name))?.page ?? null;
  const start = sourceOf(name);
  const fill = (text: string) => fillPlaceholders(text, context.club);
  const markdown = fill(stored?.body ?? start.markdown);
  const description = fill(stored?.description ?? "");
  return {
    title: fill(stored?.title ?? start.title),
    html: renderMarkdownHtml(markdown),
    description: description === "" ? markdownSummary(markdown) : description,
  };
}

function sourceOf(name: PageName): PageSource {
  const source = starting.get(name);
  if (source === undefined) throw new Error(`No content file for page ${name}`);
  return source;
}
