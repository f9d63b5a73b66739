import type { ClubConfig } from "./club-config.ts";

// The club's pages as their starting files in content/ are written: a leading HTML comment for
// organisers, one "# " heading (the page's title) and Markdown, with {{placeholders}} filled in
// from the club's settings when a page is shown. Stored pages (collections/pages.ts) keep the
// placeholders too, so renaming the club renames it on every page.

/** Every page an organiser edits, by its name: its address on the site, without the "/". */
export const PAGE_NAMES = [
  "about",
  "join",
  "guidelines",
  "privacy",
  "support",
  "quick-exit",
  "docs/lgbtq",
  "docs/guide-to-lgbtq",
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

/** Whether `name` is one of the club's pages. */
export function isPageName(name: string): name is PageName {
  return PAGE_NAMES.some((page) => page === name);
}

/** A page's title and the Markdown below it. */
export interface PageSource {
  title: string;
  markdown: string;
}

/**
 * What the placeholders read: the club's configuration on the server, or the public settings the
 * admin's preview has in the browser (both hold these fields), so the preview fills a page as the
 * public page does.
 */
export interface PlaceholderValues {
  club: Pick<ClubConfig["club"], "name" | "meetingDay" | "meetingPlace">;
  school: Pick<ClubConfig["school"], "name" | "initials">;
}

const placeholders: Record<string, (values: PlaceholderValues) => string> = {
  "club.name": (config) => config.club.name,
  "club.meetingDay": (config) => config.club.meetingDay,
  "club.meetingPlace": (config) => config.club.meetingPlace,
  "school.name": (config) => config.school.name,
  "school.initials": (config) => config.school.initials,
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const LEADING_COMMENT = /^\s*<!--[\s\S]*?-->\s*/;

/** Splits a content file into its title and body; throws naming the file when it has no h1. */
export function splitContent(name: string, source: string): PageSource {
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

/** The placeholders in `source` that name nothing the club's settings hold. */
export function unknownPlaceholders(source: string): string[] {
  return [...source.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? "")
    .filter((key) => !(key in placeholders));
}

/** The placeholders a page may use, for the editor's hint. */
export const PLACEHOLDER_NAMES = Object.keys(placeholders);

/** `text` with its placeholders filled in from `club` (an unknown one is left out). */
export function fillPlaceholders(text: string, club: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_match, key: string) => placeholders[key]?.(club) ?? "");
}
