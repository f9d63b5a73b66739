import type { Route } from "./+types/events";
import { ListingScreen } from "../components/listing-page.tsx";
import { EventCard } from "../components/event-card.tsx";
import { listEventsPage, nextEventEnd } from "../lib/collections/events.ts";
import { loadListing, type ListingSource } from "../lib/listing-loader.server.ts";
import { listingMeta } from "../lib/listing-meta.ts";
import { EVENTS_PATH } from "../lib/public-links.ts";

const EVENTS = {
  kind: "events",
  path: EVENTS_PATH,
  readPage: listEventsPage,
  nextEnd: nextEventEnd,
} satisfies ListingSource<unknown>;

/** /events?page=N: every event, upcoming then past, twenty a page; 404 for no such page. */
export function loader(args: Route.LoaderArgs) {
  return loadListing(EVENTS, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(EVENTS, loaderData, matches);
}

export default function EventsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ListingScreen
      kind="events"
      path={EVENTS_PATH}
      loaderData={loaderData}
      renderCard={(event, timeZone, now) => (
        <EventCard event={event} timeZone={timeZone} serverNow={now} />
      )}
    />
  );
}
