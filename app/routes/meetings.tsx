import { data } from "react-router";
import type { Route } from "./+types/meetings";
import { ListingPage, listPageHref } from "../components/listing-page.tsx";
import { MeetingCard } from "../components/meeting-card.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { serverDatabases } from "../lib/appwrite.server.ts";
import { endedFrom } from "../lib/club-time/index.ts";
import { listMeetingsPage, nextMeetingEnd } from "../lib/collections/meetings.ts";
import { parsePageNumber } from "../lib/collections/paging.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { MEETINGS_PATH } from "../lib/public-links.ts";

/** /meetings?page=N: every meeting, upcoming then past, twenty a page; 404 for no such page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageNumber(new URL(request.url).searchParams.getAll("page"));
  if (page === null) return data({ state: "no-such-page" as const }, { status: 404 });
  const now = context.now();
  const databases = serverDatabases(context);
  try {
    const [listing, nextEnd] = await Promise.all([
      listMeetingsPage(databases, now, page),
      nextMeetingEnd(databases, now),
    ]);
    if (page > listing.pageCount) {
      return data({ state: "no-such-page" as const }, { status: 404 });
    }
    // The first upcoming meeting to end moves to the past list then, on every page.
    if (nextEnd !== null) context.pageFreshness?.changesAt(endedFrom(nextEnd));
    return data({
      state: "found" as const,
      listing,
      timeZone: context.club.club.timeZone,
      now: now.toISOString(),
    });
  } catch (error) {
    console.error("Error listing the meetings:", error);
    return data({ state: "unavailable" as const }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData.state !== "found") {
    return [{ title: "Page not found | Meetings" }, { name: "robots", content: "noindex" }];
  }
  const { page, pageCount } = loaderData.listing;
  return pageMeta(matches, {
    title: pageCount > 1 ? `All meetings, page ${page} | Meetings` : "All meetings | Meetings",
    description:
      page === 1
        ? "Every club meeting with its agenda: the ones coming up first, then the ones before."
        : `Every club meeting with its agenda, page ${page} of ${pageCount}.`,
    path: listPageHref(MEETINGS_PATH, page),
  });
}

export default function MeetingsScreen({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "found": {
      const { listing, timeZone, now } = loaderData;
      return (
        <ListingPage
          noun="Meetings"
          intro="Every club meeting: the ones coming up first, soonest first, then the ones before, most recent first. Each has its agenda."
          listing={listing}
          path={MEETINGS_PATH}
          renderCard={(meeting) => (
            <MeetingCard meeting={meeting} timeZone={timeZone} serverNow={now} />
          )}
        />
      );
    }
    case "no-such-page":
      return (
        <StatusPage title="No such page of meetings">
          There is no meeting on that page. The list of every meeting starts on{" "}
          <a href={MEETINGS_PATH}>its first page</a>.
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title="Meetings">
          We couldn't load the meetings just now. Please try again in a little while.
        </StatusPage>
      );
  }
}
