import type { Route } from "./+types/atom-feed";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { loadMeetingEntries } from "../lib/calendar/calendar-reads.server.ts";
import { calendarWindowMovesAt } from "../lib/collections/windows.ts";
import { renderAtomFeed } from "../lib/feeds/atom.server.ts";
import { plainTextResponse, resourceResponse } from "../lib/resource-response.server.ts";

/** /feed.xml: the Atom feed of meetings from thirty days ago on. */
export async function loader({ context }: Route.LoaderArgs) {
  const now = context.now();
  context.pageFreshness?.changesAt(calendarWindowMovesAt(now));
  try {
    const entries = await loadMeetingEntries(serverDatabases(context), now, context.publicUrl);
    const atom = renderAtomFeed(entries, {
      clubName: context.club.club.name,
      timeZone: context.club.club.timeZone,
      publicUrl: context.publicUrl,
    });
    return resourceResponse(atom, "application/atom+xml; charset=utf-8");
  } catch (error) {
    console.error("Error reading the meetings for the feed:", error);
    return plainTextResponse("The feed could not be made just now. Try again soon.", 503);
  }
}
