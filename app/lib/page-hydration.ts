/**
 * A route's `handle` for a browser-only screen (a client loader that runs only in the browser:
 * the admin frame, reset-password, welcome, follow): React hydrates the page it renders. Every
 * other page is static by default: complete as HTML, no React in the browser, only the page
 * script (quick exit, navbar, relative times, the agenda's live feed and present mode; decisions
 * 0050, 0051, 0083).
 */
export const hydratedScreen = { hydrate: true } as const;

function isHydratedHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "hydrate" in handle && !!handle.hydrate;
}

/** Whether React hydrates the page these routes render: only when one of them opts in. */
export function isHydratedPage(matches: readonly { handle: unknown }[]): boolean {
  return matches.some((match) => isHydratedHandle(match.handle));
}
