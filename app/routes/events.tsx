import { data } from "react-router";
import type { Route } from "./+types/events";
import { ListingPage, listPageHref } from "../components/listing-page.tsx";
import { EventCard } from "../components/event-card.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { endedFrom } from "../lib/club-time/index.ts";
import { listEventsPage, nextEventEnd } from "../lib/collections/events.ts";
import { parsePageNumber } from "../lib/collections/paging.ts";
import { metaWords, pageMeta } from "../lib/page-meta.ts";
import { useWords } from "../lib/words.tsx";
import { EVENTS_PATH } from "../lib/public-links.ts";

/** /events?page=N: every event, upcoming then past, twenty a page; 404 for no such page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageNumber(new URL(request.url).searchParams.getAll("page"));
  if (page === null) return data({ state: "no-such-page" as const }, { status: 404 });
  const now = context.now();
  const databases = serverDatabases(context);
  try {
    const [listing, nextEnd] = await Promise.all([
      listEventsPage(databases, now, page),
      nextEventEnd(databases, now),
    ]);
    if (page > listing.pageCount) {
      return data({ state: "no-such-page" as const }, { status: 404 });
    }
    // The first upcoming event to end moves to the past list then, on every page.
    if (nextEnd !== null) context.pageFreshness?.changesAt(endedFrom(nextEnd));
    return data({
      state: "found" as const,
      listing,
      timeZone: context.club.club.timeZone,
      now: now.toISOString(),
    });
  } catch (error) {
    console.error("Error listing the events:", error);
    return data({ state: "unavailable" as const }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const words = metaWords(matches);
  if (loaderData.state !== "found") {
    return [
      { title: words.t("listing.noSuchPageTitle", { kind: "events" }) },
      { name: "robots", content: "noindex" },
    ];
  }
  const { page, pageCount } = loaderData.listing;
  const position = { kind: "events", page, count: pageCount };
  return pageMeta(matches, {
    title: words.t(pageCount > 1 ? "listing.pageTitlePaged" : "listing.pageTitle", position),
    description: words.t(page === 1 ? "listing.description" : "listing.descriptionPaged", position),
    path: listPageHref(EVENTS_PATH, page),
  });
}

export default function EventsScreen({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  switch (loaderData.state) {
    case "found": {
      const { listing, timeZone, now } = loaderData;
      return (
        <ListingPage
          kind="events"
          intro={words.t("listing.intro", { kind: "events" })}
          listing={listing}
          path={EVENTS_PATH}
          renderCard={(event) => <EventCard event={event} timeZone={timeZone} serverNow={now} />}
        />
      );
    }
    case "no-such-page":
      return (
        <StatusPage title={words.t("listing.noSuchPage", { kind: "events" })}>
          {words.node("listing.noSuchPageText", {
            kind: "events",
            first: (chunks) => <a href={words.path(EVENTS_PATH)}>{chunks}</a>,
          })}
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title={words.t("listing.heading", { kind: "events" })}>
          {words.t("listing.unavailable", { kind: "events" })}
        </StatusPage>
      );
  }
}
