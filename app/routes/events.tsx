import { data } from "react-router";
import type { Route } from "./+types/events";
import { ListingPage, listPageHref } from "../components/listing-page.tsx";
import { EventCard } from "../components/event-card.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { endedFrom } from "../lib/club-time/index.ts";
import { listEventsPage, nextEventEnd } from "../lib/collections/events.ts";
import { parsePageNumber } from "../lib/collections/paging.ts";
import { pageMeta } from "../lib/page-meta.ts";
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
  if (loaderData.state !== "found") {
    return [{ title: "Page not found | Events" }, { name: "robots", content: "noindex" }];
  }
  const { page, pageCount } = loaderData.listing;
  return pageMeta(matches, {
    title: pageCount > 1 ? `All events, page ${page} | Events` : "All events | Events",
    description:
      page === 1
        ? "Every club event, from dances to marches: the ones coming up first, then the ones before."
        : `Every club event, page ${page} of ${pageCount}.`,
    path: listPageHref(EVENTS_PATH, page),
  });
}

export default function EventsScreen({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "found": {
      const { listing, timeZone, now } = loaderData;
      return (
        <ListingPage
          noun="Events"
          intro="Every club event: the ones coming up first, soonest first, then the ones before, most recent first. Each has a page with the details."
          listing={listing}
          path={EVENTS_PATH}
          renderCard={(event) => <EventCard event={event} timeZone={timeZone} serverNow={now} />}
        />
      );
    }
    case "no-such-page":
      return (
        <StatusPage title="No such page of events">
          There is no event on that page. The list of every event starts on{" "}
          <a href={EVENTS_PATH}>its first page</a>.
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title="Events">
          We couldn't load the events just now. Please try again in a little while.
        </StatusPage>
      );
  }
}
