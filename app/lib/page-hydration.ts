import type { UIMatch } from "react-router";

/**
 * A route's `handle` for a page that is complete as HTML: React does not hydrate it, and it gets
 * only the page script (quick exit, navbar, relative times, the agenda's live feed and present
 * mode; decisions 0050, 0051). The admin screens leave it out and are hydrated.
 */
export const staticPage = { hydrate: false } as const;

function isStaticPageHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && !handle.hydrate;
}

/** Whether React hydrates the page these routes render: not when any of them is a static page. */
export function isHydratedPage(matches: readonly UIMatch[]): boolean {
  return !matches.some((match) => isStaticPageHandle(match.handle));
}
