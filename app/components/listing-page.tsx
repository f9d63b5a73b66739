import type { ReactNode } from "react";
import type { ListPage } from "../lib/collections/paging.ts";
import { CardListing } from "./card-listing.tsx";
import { useWords } from "../lib/words.tsx";

interface ListingPageProps<Item extends { id: string }> {
  /** What is listed: the page's heading and its sections' ("Upcoming meetings"). */
  kind: "meetings" | "events";
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
  kind,
  intro,
  listing,
  path,
  renderCard,
}: ListingPageProps<Item>) {
  const { upcoming, past, page, pageCount } = listing;
  const words = useWords();
  const position = { kind, page, count: pageCount };
  return (
    <main id="main" className="page listing-page">
      <h1>
        {pageCount > 1
          ? words.t("listing.titlePaged", position)
          : words.t("listing.title", { kind })}
      </h1>
      <p className="lead">{intro}</p>
      {(page === 1 || upcoming.length > 0) && (
        <CardListing
          title={words.t("listing.upcoming", { kind })}
          emptyText={words.t("listing.noUpcoming", { kind })}
          items={upcoming}
          renderCard={renderCard}
        />
      )}
      {(past.length > 0 || upcoming.length === 0) && (
        <CardListing
          title={words.t("listing.past", { kind })}
          emptyText={words.t("listing.noPast", { kind })}
          items={past}
          renderCard={renderCard}
        />
      )}
      {pageCount > 1 && (
        <nav className="pager" aria-label={words.t("listing.pages", { kind })}>
          {page > 1 && (
            <a
              className="button button-ghost"
              rel="prev"
              href={words.path(listPageHref(path, page - 1))}
            >
              {words.t("listing.previous")}
            </a>
          )}
          <p className="pager-position">{words.t("listing.position", position)}</p>
          {page < pageCount && (
            <a
              className="button button-ghost"
              rel="next"
              href={words.path(listPageHref(path, page + 1))}
            >
              {words.t("listing.next")}
            </a>
          )}
        </nav>
      )}
    </main>
  );
}
