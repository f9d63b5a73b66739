import { describe, expect, it } from "vitest";
import { agendaTextsFrom } from "../live/live-agenda.ts";
import { emptyAgenda } from "../collections/agendas.ts";
import { NOTHING_SHOWN, type RoomShown } from "../collections/presenter-states.ts";
import {
  backDeck,
  backTarget,
  currentSlide,
  FIRST_SLIDE,
  jumpDeck,
  presentSlides,
  stepDeck,
  stepTo,
  type DeckState,
} from "./slides.ts";

const full = agendaTextsFrom({
  ...emptyAgenda(),
  quote_text: "Be yourself.",
  everything_else: "## Posters",
});

const roomShowing: RoomShown = {
  questions: ["Can allies come?"],
  poll: { question: "Pizza or tacos?", options: ["Pizza", "Tacos"], totals: [], state: "open" },
};

describe("present mode's slides", () => {
  it.each([
    { name: "no agenda yet", agenda: null, keys: ["title", "guidelines", "agenda"] },
    {
      name: "an agenda without quote or extras",
      agenda: agendaTextsFrom(emptyAgenda()),
      keys: ["title", "guidelines", "agenda", "circle-time"],
    },
    {
      name: "a full agenda",
      agenda: full,
      keys: ["title", "guidelines", "agenda", "circle-time", "quote", "extras"],
    },
    {
      name: "an agenda whose everything else runs to three screens",
      agenda: agendaTextsFrom({
        ...emptyAgenda(),
        everything_else: "## One\n\ntext\n\n## Two\n\ntext\n\n## Three\n\ntext",
      }),
      keys: ["title", "guidelines", "agenda", "circle-time", "extras", "extras-2", "extras-3"],
    },
  ])("$name gives its sections in page order", ({ agenda, keys }) => {
    expect(presentSlides(agenda, NOTHING_SHOWN).map((slide) => slide.key)).toEqual(keys);
  });

  it("questions an organiser shows and the poll on screen sit after the agenda", () => {
    expect(presentSlides(null, roomShowing).map((slide) => slide.key)).toEqual([
      "title",
      "guidelines",
      "agenda",
      "questions",
      "poll",
    ]);
    expect(presentSlides(null, NOTHING_SHOWN)).toHaveLength(3);
  });

  it("a step never leaves the deck", () => {
    const slides = presentSlides(full, NOTHING_SHOWN);
    expect(stepTo(slides, 0, -1)).toEqual({ key: "title", index: 0 });
    expect(stepTo(slides, 5, 1)).toEqual({ key: "extras", index: 5 });
    expect(stepTo(slides, 2, 1)).toEqual({ key: "circle-time", index: 3 });
  });

  it("an edit that removes the shown slide keeps the room at the same place", () => {
    const withoutQuote = presentSlides(
      agendaTextsFrom({ ...emptyAgenda(), everything_else: "x" }),
      NOTHING_SHOWN,
    );
    expect(currentSlide(withoutQuote, { key: "quote", index: 4 }).slide.key).toBe("extras");
    expect(currentSlide(withoutQuote, { key: "circle-time", index: 9 }).index).toBe(3);
  });
});

describe("the room's slides beside the agenda's", () => {
  const slides = presentSlides(full, roomShowing);
  const onQuote: DeckState = {
    ...FIRST_SLIDE,
    shown: roomShowing,
    position: { key: "quote", index: 4 },
  };

  it("showing a question keeps the agenda's place, and Back returns to it", () => {
    const showing = jumpDeck(onQuote, slides, "questions", 0);
    expect(showing.position.key).toBe("questions");
    expect(backTarget(slides, showing)?.key).toBe("quote");
    expect(backDeck(showing, 0).position).toEqual({ key: "quote", index: 4 });
  });

  it("opening the poll over the questions still goes back to the agenda", () => {
    const poll = jumpDeck(jumpDeck(onQuote, slides, "questions", 0), slides, "poll", 0);
    expect(backDeck(poll, 0).position.key).toBe("quote");
  });

  it("Next on a room slide goes on from the agenda's place, and stepping never reaches the room's", () => {
    const showing = jumpDeck(onQuote, slides, "questions", 0);
    expect(stepDeck(showing, slides, 1, 0).position.key).toBe("extras");
    const onLast = { ...onQuote, position: { key: "extras" as const, index: 5 } };
    expect(stepDeck(onLast, slides, 1, 0)).toBe(onLast);
    expect(backTarget(slides, onQuote)).toBeNull();
  });
});
