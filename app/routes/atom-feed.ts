import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { wordsOf } from "../lib/words.tsx";
import type { Route } from "./+types/atom-feed";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { loadMeetingEntries } from "../lib/calendar/calendar-reads.server.ts";
import { calendarWindowMovesAt } from "../lib/collections/windows.ts";
import { renderAtomFeed } from "../lib/feeds/atom.server.ts";
import { plainTextResponse, resourceResponse } from "../lib/resource-response.server.ts";

/** /feed.xml (and /es/feed.xml): the Atom feed of meetings from thirty days ago on. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const now = context.now();
  const words = wordsOf(translatorFor(localeOfRequest(request)));
  context.pageFreshness?.changesAt(calendarWindowMovesAt(now));
  try {
    const entries = await loadMeetingEntries(
      serverDatabases(context),
      now,
      context.publicUrl,
      words,
    );
    const atom = renderAtomFeed(entries, {
      clubName: context.club.club.name,
      timeZone: context.club.club.timeZone,
      publicUrl: context.publicUrl,
      words,
    });
    return resourceResponse(atom, "application/atom+xml; charset=utf-8");
  } catch (error) {
    console.error("Error reading the meetings for the feed:", error);
    return plainTextResponse(words.t("feed.failed"), 503);
  }
}
