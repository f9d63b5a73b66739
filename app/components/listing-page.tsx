import type { ReactNode } from "react";
import type { ListPage } from "../lib/collections/paging.ts";
import { CardListing } from "./card-listing.tsx";
import { StatusPage } from "./status-page.tsx";
import { listPageHref } from "../lib/listing-meta.ts";
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

/** What `loadListing` gives the screen, as the route receives it. */
type ListingData<Item> =
  | { state: "found"; listing: ListPage<Item>; timeZone: string; now: string }
  | { state: "no-such-page" | "unavailable" };

/** A listing page's screen: the list, its "no such page", or its "cannot be read now". */
export function ListingScreen<Item extends { id: string }>({
  kind,
  path,
  loaderData,
  renderCard,
}: {
  kind: "meetings" | "events";
  path: string;
  loaderData: ListingData<Item>;
  renderCard: (item: Item, timeZone: string, now: string) => ReactNode;
}) {
  const words = useWords();
  switch (loaderData.state) {
    case "found": {
      const { listing, timeZone, now } = loaderData;
      return (
        <ListingPage
          kind={kind}
          intro={words.t("listing.intro", { kind })}
          listing={listing}
          path={path}
          renderCard={(item) => renderCard(item, timeZone, now)}
        />
      );
    }
    case "no-such-page":
      return (
        <StatusPage title={words.t("listing.noSuchPage", { kind })}>
          {words.node("listing.noSuchPageText", {
            kind,
            first: (chunks) => <a href={words.path(path)}>{chunks}</a>,
          })}
        </StatusPage>
      );
    case "unavailable":
      return (
        <StatusPage title={words.t("listing.heading", { kind })}>
          {words.t("listing.unavailable", { kind })}
        </StatusPage>
      );
  }
}
