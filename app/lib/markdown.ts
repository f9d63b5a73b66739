import { createElement, type ComponentProps } from "react";
import type { Components, ExtraProps, Options } from "react-markdown";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { rehypeTaskListLabels } from "./task-list-labels.ts";

// The one Markdown configuration, shared by the public agenda page and the admin editor's live
// preview, so organisers preview exactly what visitors will see.
//
// Safety comes from three layers, any one of which would stop a script:
// - raw HTML is never passed through: there is no rehype-raw, the sanitiser drops raw nodes, and
//   skipHtml drops them again, so `<script>`, `<iframe>`, `<style>`, `<form>`, `on*=` and
//   `style=` written in the source simply vanish;
// - rehype-sanitize with GitHub's schema keeps only GitHub's elements and attributes, and only
//   http, https, mailto, irc(s) and xmpp links, compared case-sensitively, so `JAVASCRIPT:`,
//   `java\tscript:`, `data:` and `vbscript:` links lose their href;
// - react-markdown's own URL filter applies the same protocol list once more.

/**
 * GitHub's sanitise schema with two changes.
 * - Images are reduced to their alt text: `src` is removed here and the `img` component below
 *   renders only `alt`. A remote image would make every visitor's browser contact a third party
 *   (and the site's CSP allows only its own images anyway), so the club's pages never load one.
 * - No second "user-content-" prefix on ids. With raw HTML dropped, the only ids are GFM
 *   footnotes', which remark-rehype has already prefixed (so they cannot clobber globals);
 *   prefixing again would break every footnote link.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: { ...defaultSchema.attributes, img: ["alt"] },
  clobberPrefix: "",
};

/** Whether a link leaves the site (absolute http(s) or protocol-relative). */
function isExternalLink(href: string | undefined): boolean {
  return href !== undefined && /^(https?:)?\/\//i.test(href);
}

// `node` is react-markdown's syntax-tree element; it must not reach the DOM as an attribute.
function MarkdownLink({ node: _node, href, ...props }: ComponentProps<"a"> & ExtraProps) {
  // noreferrer: the agenda's address is not shared with the sites it links to.
  const rel = isExternalLink(href) ? "noreferrer noopener" : undefined;
  return createElement("a", { ...props, href, rel });
}

function MarkdownImageAltText({ alt }: ComponentProps<"img"> & ExtraProps) {
  return alt ?? null;
}

/**
 * A table in a box of its own that scrolls sideways when the table is wider than the page, so a
 * wide table never widens the page on a phone. The box is a labelled, focusable region: a
 * keyboard can scroll it, and a screen reader names it.
 */
function MarkdownTable({ node: _node, ...props }: ComponentProps<"table"> & ExtraProps) {
  return createElement(
    "div",
    { className: "markdown-table", role: "region", "aria-label": "Table", tabIndex: 0 },
    createElement("table", props),
  );
}

const components: Components = {
  a: MarkdownLink,
  img: MarkdownImageAltText,
  table: MarkdownTable,
};

/**
 * react-markdown options: GitHub-flavoured Markdown (tables, task lists, strikethrough,
 * autolinks, footnotes), sanitised with `sanitizeSchema`, raw HTML dropped, images as alt text,
 * task-list checkboxes labelled by their item's words, and external links with
 * rel="noreferrer noopener". Pass the Markdown text as children.
 */
export const markdownOptions: Readonly<Options> = {
  remarkPlugins: [remarkGfm],
  // After the sanitiser, which knows no <label>: the labels are ours, not the organiser's.
  rehypePlugins: [[rehypeSanitize, sanitizeSchema], rehypeTaskListLabels],
  skipHtml: true,
  components,
};

type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

function headingOneLevelDown(tag: HeadingTag, lower: HeadingTag) {
  return function NestedHeading({
    node: _node,
    ...props
  }: ComponentProps<typeof tag> & ExtraProps) {
    return createElement(lower, props);
  };
}

/**
 * `markdownOptions` for Markdown shown inside a page that already has its title: every heading
 * moves one level down (h1 becomes h2, h6 stays h6), so an organiser's "# Plan" in an agenda
 * never adds a second h1 to the page or breaks its outline for screen readers.
 */
export const nestedMarkdownOptions: Readonly<Options> = {
  ...markdownOptions,
  components: {
    ...components,
    h1: headingOneLevelDown("h1", "h2"),
    h2: headingOneLevelDown("h2", "h3"),
    h3: headingOneLevelDown("h3", "h4"),
    h4: headingOneLevelDown("h4", "h5"),
    h5: headingOneLevelDown("h5", "h6"),
  },
};
