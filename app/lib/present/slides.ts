import { hasExtras, type AgendaTexts } from "../live/live-agenda.ts";

// Present mode shows a meeting one section at a time: a title screen, then the agenda's sections
// in the page's order. The organiser's phone (presenter view) builds the same list.

export type SlideKey = "title" | "guidelines" | "agenda" | "circle-time" | "quote" | "extras";

export interface Slide {
  key: SlideKey;
  /** What the progress indicator and screen readers call it. */
  title: string;
}

/** A deck always starts with its title screen. */
export type Deck = [Slide, ...Slide[]];

/** The slides of a meeting with `agenda`: sections an organiser left empty are skipped. */
export function presentSlides(agenda: AgendaTexts | null): Deck {
  const slides: Deck = [
    { key: "title", title: "Welcome" },
    { key: "guidelines", title: "Club Guidelines" },
    { key: "agenda", title: "The Gay Agenda" },
  ];
  if (agenda === null) return slides;
  slides.push({ key: "circle-time", title: "Circle Time" });
  if (agenda.fields.quote_text.trim()) slides.push({ key: "quote", title: "Quote of the day" });
  if (hasExtras(agenda)) slides.push({ key: "extras", title: "More for this meeting" });
  return slides;
}

/** Where the deck stands: the slide's key, and its place, for when that slide disappears. */
export interface DeckPosition {
  key: SlideKey;
  index: number;
}

/**
 * The slide to show from `position` after the slides changed live: the same one if it is still
 * there (so an edit never loses the room's place), else whichever now sits at its place.
 */
export function currentSlide(
  slides: Deck,
  position: DeckPosition,
): { slide: Slide; index: number } {
  const found = slides.findIndex((slide) => slide.key === position.key);
  const index = found >= 0 ? found : Math.min(position.index, slides.length - 1);
  return { slide: slides[index] ?? slides[0], index };
}

/** The position `step` slides on from `index` (-1 back, +1 forward), kept within the deck. */
export function stepTo(slides: Deck, index: number, step: number): DeckPosition {
  const next = Math.max(0, Math.min(slides.length - 1, index + step));
  return { key: (slides[next] ?? slides[0]).key, index: next };
}
