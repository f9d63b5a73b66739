import { Feed } from "feed";
import type { CalendarEntry } from "../calendar/calendar-entry.ts";
import { formatLongDate, formatTimeRange } from "../club-time/index.ts";
import { ATOM_FEED_PATH, publicLink } from "../public-links.ts";

// The Atom feed of meetings (RFC 4287) through the `feed` package: one entry per meeting, the same
// entries as the calendar, for members who follow the club in a feed reader.

export interface AtomFeedOptions {
  clubName: string;
  timeZone: string;
  publicUrl: string;
}

/** When and where a meeting is, in the club's words and zone, then its preview. */
function entrySummary(entry: CalendarEntry, timeZone: string): string {
  const when = `${formatLongDate(entry.start, timeZone)}, ${formatTimeRange(entry.start, entry.end, timeZone)}`;
  const where = entry.location ? ` in ${entry.location}` : "";
  const status = entry.canceled ? "Canceled: " : "";
  return `${status}${when}${where}. ${entry.description}`;
}

/** An Atom document of `entries`, most recently changed first; valid when there are none. */
export function renderAtomFeed(
  entries: readonly CalendarEntry[],
  { clubName, timeZone, publicUrl }: AtomFeedOptions,
): string {
  const home = publicLink(publicUrl, "/");
  const newestFirst = [...entries].sort(
    (a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified),
  );
  const feed = new Feed({
    title: `${clubName}: meetings`,
    id: home,
    link: home,
    feedLinks: { atom: publicLink(publicUrl, ATOM_FEED_PATH) },
    // Atom needs an author: the club, never a person.
    author: { name: clubName, link: home },
    updated: new Date(newestFirst[0]?.lastModified ?? 0),
    copyright: clubName,
    generator: false,
  });
  for (const entry of newestFirst) {
    feed.addItem({
      title: entry.canceled ? `Canceled: ${entry.title}` : entry.title,
      id: entry.url,
      link: entry.url,
      date: new Date(entry.lastModified),
      published: new Date(entry.createdAt),
      description: entrySummary(entry, timeZone),
    });
  }
  return feed.atom1();
}
