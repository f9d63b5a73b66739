import type { MessageId } from "../../../i18n/translate.ts";
import type { SlideKey } from "../collections/presenter-states.ts";
import type { RoomScreen } from "../collections/room-screens.ts";
import { hasExtras, type AgendaTexts } from "../live/live-agenda.ts";
import {
  STOPPED_TIMER,
  timerForNextSection,
  toggleTimer,
  type SectionTimer,
} from "./section-timer.ts";

// Present mode shows a meeting one section at a time: a title screen, then the agenda's sections
// in the page's order, then what the room sent that an organiser shows (questions, the poll).
// The organiser's phone (presenter view) builds the same list.

export interface Slide {
  key: SlideKey;
  /** What the progress indicator and screen readers call it (a message of the catalogue). */
  title: MessageId;
  /** The minutes the organisers planned for it; null for none. */
  plannedMinutes: number | null;
}

/** A deck always starts with its title screen. */
export type Deck = [Slide, ...Slide[]];

/**
 * The slides of a meeting with `agenda` and the room's screen `room`: sections an organiser left
 * empty are skipped; questions and the poll have a slide while an organiser shows them.
 */
export function presentSlides(agenda: AgendaTexts | null, room: RoomScreen | null): Deck {
  const plan = agenda?.fields;
  const slides: Deck = [
    { key: "title", title: "present.welcome", plannedMinutes: null },
    {
      key: "guidelines",
      title: "agenda.guidelines",
      plannedMinutes: plan?.minutes_guidelines ?? null,
    },
    { key: "agenda", title: "agenda.theGayAgenda", plannedMinutes: plan?.minutes_agenda ?? null },
  ];
  if (agenda !== null && plan !== undefined) slides.push(...agendaSlides(agenda, plan));
  if (room && room.questions.length > 0) {
    slides.push({ key: "questions", title: "present.questions", plannedMinutes: null });
  }
  if (room && room.poll_state !== null && room.poll_id !== "") {
    slides.push({ key: "poll", title: "present.poll", plannedMinutes: null });
  }
  return slides;
}

function agendaSlides(agenda: AgendaTexts, plan: AgendaTexts["fields"]): Slide[] {
  const slides: Slide[] = [];
  slides.push({
    key: "circle-time",
    title: "agenda.circleTime",
    plannedMinutes: plan.minutes_circle_time,
  });
  if (plan.quote_text.trim()) {
    slides.push({
      key: "quote",
      title: "agenda.quoteOfTheDay",
      plannedMinutes: plan.minutes_quote,
    });
  }
  if (hasExtras(agenda)) {
    slides.push({
      key: "extras",
      title: "agenda.more",
      plannedMinutes: plan.minutes_extras,
    });
  }
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

/** Where a presentation stands: the slide on screen and its section timer. */
export interface DeckState {
  position: DeckPosition;
  timer: SectionTimer;
}

export const FIRST_SLIDE: DeckState = {
  position: { key: "title", index: 0 },
  timer: STOPPED_TIMER,
};

/** The deck `step` slides on, its timer starting over if the slide changed. */
export function stepDeck(state: DeckState, slides: Deck, step: number, now: number): DeckState {
  const { index } = currentSlide(slides, state.position);
  const position = stepTo(slides, index, step);
  if (position.index === index) return state;
  return { position, timer: timerForNextSection(state.timer, now) };
}

/** The deck moved to the slide `key` (if the deck has it), its timer starting over. */
export function jumpDeck(state: DeckState, slides: Deck, key: SlideKey, now: number): DeckState {
  const index = slides.findIndex((slide) => slide.key === key);
  if (index < 0 || state.position.key === key) return state;
  return { position: { key, index }, timer: timerForNextSection(state.timer, now) };
}

/** The deck with its timer started, or paused. */
export function toggleDeckTimer(state: DeckState, now: number): DeckState {
  return { ...state, timer: toggleTimer(state.timer, now) };
}
