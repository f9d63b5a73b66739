import type { Route } from "./+types/sitemap";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { listEventRevisions } from "../lib/collections/events.ts";
import { listMeetingRevisions } from "../lib/collections/meetings.ts";
import { DOCS_PAGES } from "../lib/content.server.ts";
import { renderSitemap } from "../lib/feeds/sitemap.server.ts";
import { agendaPath, EVENTS_PATH, eventPath, MEETINGS_PATH } from "../lib/public-links.ts";
import { plainTextResponse, resourceResponse } from "../lib/resource-response.server.ts";

// The pages a search engine may list. The quick-exit page, the password reset and the admin area
// are left out: they are nobody's search result.
const PUBLIC_PATHS = [
  "/",
  "/join",
  "/guidelines",
  "/about",
  "/support",
  "/privacy",
  MEETINGS_PATH,
  EVENTS_PATH,
  "/docs",
  ...[...DOCS_PAGES.keys()].map((page) => `/docs/${page}`),
];

/**
 * /sitemap.xml: the public pages, every meeting's agenda and every event's page (the lists'
 * later pages are found through their links).
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const databases = serverDatabases(context);
    const [meetings, events] = await Promise.all([
      listMeetingRevisions(databases),
      listEventRevisions(databases),
    ]);
    const pages = [
      ...PUBLIC_PATHS.map((path) => ({ path })),
      ...meetings.map((meeting) => ({
        path: agendaPath(meeting.id),
        lastModified: meeting.updatedAt,
      })),
      ...events.map((event) => ({ path: eventPath(event.id), lastModified: event.updatedAt })),
    ];
    return resourceResponse(
      renderSitemap(pages, context.publicUrl),
      "application/xml; charset=utf-8",
    );
  } catch (error) {
    console.error("Error reading the meetings and events for the sitemap:", error);
    return plainTextResponse("The sitemap could not be made just now. Try again soon.", 503);
  }
}
