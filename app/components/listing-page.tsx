import type { ReactNode } from "react";
import type { ListPage } from "../lib/collections/paging.ts";
import { CardListing } from "./card-listing.tsx";

interface ListingPageProps<Item extends { id: string }> {
  /** "Meetings" or "Events": the page's heading and its sections' ("Upcoming meetings"). */
  noun: "Meetings" | "Events";
  intro: ReactNode;
  listing: ListPage<Item>;
  /** The page's path without its query ("/meetings"). */
  path: string;
  renderCard: (item: Item) => ReactNode;
}

/** The address of page `page` of the list at `path`: the first is the path alone. */
export function listPageHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}

/**
 * Every meeting or every event, one page of it: the upcoming ones, then the past ones, and links
 * to the previous and next pages.
 */
export function ListingPage<Item extends { id: string }>({
  noun,
  intro,
  listing,
  path,
  renderCard,
}: ListingPageProps<Item>) {
  const { upcoming, past, page, pageCount } = listing;
  const lower = noun.toLowerCase();
  return (
    <main id="main" className="page listing-page">
      <h1>{pageCount > 1 ? `All ${lower}, page ${page} of ${pageCount}` : `All ${lower}`}</h1>
      <p className="lead">{intro}</p>
      {(page === 1 || upcoming.length > 0) && (
        <CardListing
          title={`Upcoming ${lower}`}
          emptyText={`No ${lower} are coming up right now. Check back soon!`}
          items={upcoming}
          renderCard={renderCard}
        />
      )}
      {(past.length > 0 || upcoming.length === 0) && (
        <CardListing
          title={`Past ${lower}`}
          emptyText={`No past ${lower} yet.`}
          items={past}
          renderCard={renderCard}
        />
      )}
      {pageCount > 1 && (
        <nav className="pager" aria-label={`Pages of ${lower}`}>
          {page > 1 && (
            <a className="button button-ghost" rel="prev" href={listPageHref(path, page - 1)}>
              Previous page
            </a>
          )}
          <p className="pager-position">
            Page {page} of {pageCount}
          </p>
          {page < pageCount && (
            <a className="button button-ghost" rel="next" href={listPageHref(path, page + 1)}>
              Next page
            </a>
          )}
        </nav>
      )}
    </main>
  );
}
