import type { Route } from "./+types/sitemap";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { listMeetingRevisions } from "../lib/collections/meetings.ts";
import { DOCS_PAGES } from "../lib/content.server.ts";
import { renderSitemap } from "../lib/feeds/sitemap.server.ts";
import { agendaPath } from "../lib/public-links.ts";
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
  "/docs",
  ...[...DOCS_PAGES.keys()].map((page) => `/docs/${page}`),
];

/** /sitemap.xml: the public pages and every meeting's agenda. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const meetings = await listMeetingRevisions(serverDatabases(context));
    const pages = [
      ...PUBLIC_PATHS.map((path) => ({ path })),
      ...meetings.map((meeting) => ({
        path: agendaPath(meeting.id),
        lastModified: meeting.updatedAt,
      })),
    ];
    return resourceResponse(
      renderSitemap(pages, context.publicUrl),
      "application/xml; charset=utf-8",
    );
  } catch (error) {
    console.error("Error reading the meetings for the sitemap:", error);
    return plainTextResponse("The sitemap could not be made just now. Try again soon.", 503);
  }
}
