import type { Route } from "./+types/meetings";
import { ListingScreen } from "../components/listing-page.tsx";
import { MeetingCard } from "../components/meeting-card.tsx";
import { listMeetingsPage, nextMeetingEnd } from "../lib/collections/meetings.ts";
import { loadListing, type ListingSource } from "../lib/listing-loader.server.ts";
import { listingMeta } from "../lib/listing-meta.ts";
import { MEETINGS_PATH } from "../lib/public-links.ts";

const MEETINGS = {
  kind: "meetings",
  path: MEETINGS_PATH,
  readPage: listMeetingsPage,
  nextEnd: nextMeetingEnd,
} satisfies ListingSource<unknown>;

/** /meetings?page=N: every meeting, upcoming then past, twenty a page; 404 for no such page. */
export function loader(args: Route.LoaderArgs) {
  return loadListing(MEETINGS, args);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(MEETINGS, loaderData, matches);
}

export default function MeetingsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ListingScreen
      kind="meetings"
      path={MEETINGS_PATH}
      loaderData={loaderData}
      renderCard={(meeting, timeZone, now) => (
        <MeetingCard meeting={meeting} timeZone={timeZone} serverNow={now} />
      )}
    />
  );
}
