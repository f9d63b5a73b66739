import type { Databases } from "appwrite";
import { data, type AppLoadContext } from "react-router";
import { serverDatabases } from "./appwrite.server.ts";
import { endedFrom } from "./club-time/index.ts";
import { parsePageNumber, type ListPage } from "./collections/paging.ts";

// /meetings and /events are one page shape over two collections: the loader, the head tags and
// the screen (ListingScreen in listing-page.tsx, head tags in listing-meta.ts) take the collection's reads as a ListingSource.

/** A collection listed on its own paged page. */
export interface ListingSource<Item> {
  kind: "meetings" | "events";
  /** The page's path without its query ("/meetings"). */
  path: string;
  readPage(databases: Databases, now: Date, page: number): Promise<ListPage<Item>>;
  /** When the first upcoming item ends (it then moves to the past list), or null. */
  nextEnd(databases: Databases, now: Date): Promise<string | null>;
}

/** `path?page=N`: every item, upcoming then past, twenty a page; 404 for no such page. */
export async function loadListing<Item>(
  source: ListingSource<Item>,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  const page = parsePageNumber(new URL(request.url).searchParams.getAll("page"));
  if (page === null) return data({ state: "no-such-page" as const }, { status: 404 });
  const now = context.now();
  const databases = serverDatabases(context);
  try {
    const [listing, nextEnd] = await Promise.all([
      source.readPage(databases, now, page),
      source.nextEnd(databases, now),
    ]);
    if (page > listing.pageCount) {
      return data({ state: "no-such-page" as const }, { status: 404 });
    }
    // The first upcoming item to end moves to the past list then, on every page.
    if (nextEnd !== null) context.pageFreshness?.changesAt(endedFrom(nextEnd));
    return data({
      state: "found" as const,
      listing,
      timeZone: context.club.club.timeZone,
      now: now.toISOString(),
    });
  } catch (error) {
    console.error(`Error listing the ${source.kind}:`, error);
    return data({ state: "unavailable" as const }, { status: 503 });
  }
}
