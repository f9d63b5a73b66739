// Absolute links to the site's own pages and files, always on PUBLIC_URL (decision 0009): a link
// that leaves the site in a calendar, a feed or a shared preview must never follow a request's
// Host header.

/** The path of the subscribable calendar of every meeting and event. */
export const CALENDAR_FEED_PATH = "/calendar.ics";
/** The path of the Atom feed of meetings. */
export const ATOM_FEED_PATH = "/feed.xml";

/** `path` (starting with "/") on the public address `publicUrl`. */
export function publicLink(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}

/** The path of meeting `id`'s agenda page. */
export function agendaPath(id: string): string {
  return `/agenda/${encodeURIComponent(id)}`;
}

/** The path of club event `id`'s page. */
export function eventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}

/** The page listing every meeting. */
export const MEETINGS_PATH = "/meetings";
/** The page listing every club event. */
export const EVENTS_PATH = "/events";

/** The path of meeting `id`'s Ask page: questions, polls and "I'm here" from phones. */
export function askPath(id: string): string {
  return `/ask/${encodeURIComponent(id)}`;
}

/** The path of meeting or event `id` as a calendar file (meetings and events share the address). */
export function calendarFilePath(id: string): string {
  return `/calendar/${encodeURIComponent(id)}.ics`;
}

/**
 * An http(s) link as webcal://, the scheme that makes Apple Calendar, Outlook and Thunderbird
 * offer to subscribe instead of downloading once.
 */
export function webcalLink(httpLink: string): string {
  return httpLink.replace(/^https?:/, "webcal:");
}
