import type { MessageId } from "../../../i18n/translate.ts";
import {
  NOTHING_SHOWN,
  type PresenterState,
  type RoomShown,
  type SlideKey,
} from "../collections/presenter-states.ts";
import type { AgendaTexts } from "../live/live-agenda.ts";
import { splitExtras } from "./extras-slides.ts";
import { STOPPED_TIMER, timerForNextSection, toggleTimer } from "./section-timer.ts";

// Present mode shows a meeting one section at a time: a title screen, then the agenda's sections
// in the page's order. Beside them sit the room's slides (the questions an organiser shows, the
// poll): put on screen from the presenter view, left with one press of "Back" to the agenda's
// place, never reached by stepping (decision 0133). The organiser's phone builds the same list.

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
 * The slides of a meeting with `agenda`, and what the room sees (`shown`): sections an organiser
 * left empty are skipped; questions and the poll have a slide while an organiser shows them,
 * after the agenda's.
 */
export function presentSlides(agenda: AgendaTexts | null, shown: RoomShown): Deck {
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
  if (shown.questions.length > 0) {
    slides.push({ key: "questions", title: "present.questions", plannedMinutes: null });
  }
  if (shown.poll !== null) {
    slides.push({ key: "poll", title: "present.poll", plannedMinutes: null });
  }
  return slides;
}

/** Whether `key` is one of the room's slides, which sit beside the agenda's. */
export function isRoomSlide(key: SlideKey): boolean {
  return key === "questions" || key === "poll";
}

/** The agenda's own slides of `slides`: the ones stepping walks through. */
export function agendaPart(slides: Deck): Deck {
  const [title, ...rest] = slides;
  return [title, ...rest.filter((slide) => !isRoomSlide(slide.key))];
}

/** The parts of "everything else" present mode shows one a slide: rendered, or still Markdown. */
export function extrasParts({ extras }: AgendaTexts): string[] {
  return "html" in extras ? extras.parts : splitExtras(extras.markdown);
}

/** Which part of "everything else" the slide `key` shows, or null for another slide. */
export function extrasPartOf(key: SlideKey): number | null {
  if (key === "extras") return 0;
  const part = /^extras-(\d+)$/.exec(key)?.[1];
  return part === undefined ? null : Number(part) - 1;
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
  // Long free Markdown is several slides (extras-slides.ts); its planned minutes go with the first.
  extrasParts(agenda).forEach((_, at) => {
    slides.push({
      key: at === 0 ? "extras" : `extras-${at + 1}`,
      title: "agenda.more",
      plannedMinutes: at === 0 ? plan.minutes_extras : null,
    });
  });
  return slides;
}

/** Where the deck stands: the slide's key, and its place, for when that slide disappears. */
export type DeckPosition = PresenterState["position"];

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

/**
 * Where a presentation stands: the slide on screen, its section timer, the agenda's place to go
 * back to from a room slide, and what the room sees.
 */
export type DeckState = PresenterState;

export const FIRST_SLIDE: DeckState = {
  position: { key: "title", index: 0 },
  timer: STOPPED_TIMER,
  returnTo: null,
  shown: NOTHING_SHOWN,
};

/**
 * The deck `step` slides on through the agenda's slides, its timer starting over if the slide
 * changed. From a room slide, it steps from the agenda's place the room slide was put over.
 */
export function stepDeck(state: DeckState, slides: Deck, step: number, now: number): DeckState {
  const agenda = agendaPart(slides);
  const isOnRoomSlide = isRoomSlide(currentSlide(slides, state.position).slide.key);
  const from = isOnRoomSlide && state.returnTo !== null ? state.returnTo : state.position;
  const { index } = currentSlide(agenda, from);
  const position = stepTo(agenda, index, step);
  if (!isOnRoomSlide && position.index === index) return state;
  return { ...state, position, returnTo: null, timer: timerForNextSection(state.timer, now) };
}

/**
 * The deck moved to the slide `key` (if the deck has it), its timer starting over. Put over the
 * agenda, a room slide keeps the agenda's place for "Back".
 */
export function jumpDeck(state: DeckState, slides: Deck, key: SlideKey, now: number): DeckState {
  const index = slides.findIndex((slide) => slide.key === key);
  if (index < 0 || state.position.key === key) return state;
  const returnTo = isRoomSlide(state.position.key) ? state.returnTo : state.position;
  return {
    ...state,
    position: { key, index },
    returnTo: isRoomSlide(key) ? returnTo : null,
    timer: timerForNextSection(state.timer, now),
  };
}

/** Back from a room slide to the agenda's place it was put over (the same deck otherwise). */
export function backDeck(state: DeckState, now: number): DeckState {
  if (state.returnTo === null || !isRoomSlide(state.position.key)) return state;
  return {
    ...state,
    position: state.returnTo,
    returnTo: null,
    timer: timerForNextSection(state.timer, now),
  };
}

/** The agenda's slide "Back" returns to from the room slide on screen, or null. */
export function backTarget(slides: Deck, state: DeckState): Slide | null {
  if (state.returnTo === null || !isRoomSlide(state.position.key)) return null;
  return currentSlide(agendaPart(slides), state.returnTo).slide;
}

/** The deck with its timer started, or paused. */
export function toggleDeckTimer(state: DeckState, now: number): DeckState {
  return { ...state, timer: toggleTimer(state.timer, now) };
}
