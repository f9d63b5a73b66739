import { useId, type ReactNode } from "react";

interface CardListSectionProps {
  heading: string;
  emptyMessage: string;
  /** One card (a list item) each. */
  cards: ReactNode[];
}

/** A titled list of admin cards ("Upcoming Meetings", "Previous Events"), or a line saying none. */
export function CardListSection({ heading, emptyMessage, cards }: CardListSectionProps) {
  const headingId = useId();
  return (
    <section className="admin-meeting-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {cards.length === 0 ? (
        <p className="admin-empty">{emptyMessage}</p>
      ) : (
        <ul className="admin-meeting-list">{cards}</ul>
      )}
    </section>
  );
}
