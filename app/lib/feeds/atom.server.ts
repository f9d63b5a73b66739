import { XMLBuilder } from "fast-xml-parser";
import type { CalendarEntry } from "../calendar/calendar-entry.ts";
import { formatLongDate, formatTimeRange } from "../club-time/index.ts";
import { asAddress, asOneLine, withoutControlCharacters } from "../control-characters.ts";
import { ATOM_FEED_PATH, publicLink } from "../public-links.ts";
import type { Words } from "../words.tsx";

// The Atom feed of meetings (RFC 4287): one entry per meeting, the same entries as the calendar,
// for members who follow the club in a feed reader. Titles and summaries are what organisers
// typed, so they go out as Atom text (`type="text"`, escaped by the XML builder), never as HTML:
// a title "Q&A <b>night</b>" reads exactly so (decision 0071). Every text and address is cleaned
// of the characters XML 1.0 cannot carry here, as it is written, whatever field it came from
// (the club's name included, decision 0127): one would make the whole feed unreadable.

const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";

export interface AtomFeedOptions {
  clubName: string;
  timeZone: string;
  publicUrl: string;
  /** The words of the feed's language (its address's). */
  words: Words;
}

/** When and where a meeting is, in the club's zone and the feed's language, then its preview. */
function entrySummary(entry: CalendarEntry, timeZone: string, words: Words): string {
  const when = words.t("feed.when", {
    date: formatLongDate(entry.start, timeZone, words.intlTag),
    times: formatTimeRange(entry.start, entry.end, timeZone, words.intlTag),
  });
  const summary = entry.location
    ? words.t("feed.summaryWithPlace", { when, place: entry.location })
    : words.t("feed.summary", { when });
  const text = entry.canceled ? words.t("feed.canceled", { text: summary }) : summary;
  return `${text} ${entry.description}`;
}

/** An Atom text construct holding plain text. */
function atomText(text: string) {
  return { "@_type": "text", "#text": withoutControlCharacters(text) };
}

function atomEntry(entry: CalendarEntry, timeZone: string, words: Words) {
  return {
    id: asAddress(entry.url),
    title: atomText(entry.canceled ? words.t("feed.canceled", { text: entry.title }) : entry.title),
    link: { "@_rel": "alternate", "@_type": "text/html", "@_href": asAddress(entry.url) },
    updated: new Date(entry.lastModified).toISOString(),
    published: new Date(entry.createdAt).toISOString(),
    summary: atomText(entrySummary(entry, timeZone, words)),
  };
}

/** An Atom document of `entries`, most recently changed first; valid when there are none. */
export function renderAtomFeed(
  entries: readonly CalendarEntry[],
  { clubName: typedName, timeZone, publicUrl, words }: AtomFeedOptions,
): string {
  const clubName = asOneLine(typedName);
  const home = asAddress(publicLink(publicUrl, words.path("/")));
  const newestFirst = [...entries].sort(
    (a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified),
  );
  const feed = {
    "@_xmlns": ATOM_NAMESPACE,
    id: home,
    title: atomText(words.t("feed.name", { club: clubName })),
    updated: new Date(newestFirst[0]?.lastModified ?? 0).toISOString(),
    // Atom needs an author: the club, never a person.
    author: { name: clubName, uri: home },
    link: [
      { "@_rel": "alternate", "@_type": "text/html", "@_href": home },
      { "@_rel": "self", "@_href": asAddress(publicLink(publicUrl, words.path(ATOM_FEED_PATH))) },
    ],
    rights: atomText(clubName),
    entry: newestFirst.map((entry) => atomEntry(entry, timeZone, words)),
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    format: true,
    suppressEmptyNode: true,
  });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    feed,
  });
}
