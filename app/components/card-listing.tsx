import type { ReactNode } from "react";

interface CardListingProps<Item extends { id: string }> {
  /** The section's heading, also the base of its id. */
  title: string;
  /** The heading's level: 2 on the home page, 3 under a list page's own headings. */
  level?: 2 | 3;
  emptyText: string;
  items: readonly Item[];
  renderCard: (item: Item) => ReactNode;
  /** A link to the whole list ("See all meetings"), shown below the cards. */
  seeAll?: { href: string; label: string };
}

/** A titled section of cards, or a friendly line when there is nothing to show. */
export function CardListing<Item extends { id: string }>({
  title,
  level = 2,
  emptyText,
  items,
  renderCard,
  seeAll,
}: CardListingProps<Item>) {
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-title`;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="listing" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {items.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.id}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
      {seeAll && (
        <p className="listing-see-all">
          <a href={seeAll.href}>{seeAll.label}</a>
        </p>
      )}
    </section>
  );
}
