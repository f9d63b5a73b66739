import { describe, expect, it } from "vitest";
import { agendaTextsFrom } from "../live/live-agenda.ts";
import { emptyAgenda } from "../collections/agendas.ts";
import { EMPTY_ROOM_SCREEN } from "../collections/room-screens.ts";
import { currentSlide, presentSlides, stepTo } from "./slides.ts";

const full = agendaTextsFrom({
  ...emptyAgenda(),
  quote_text: "Be yourself.",
  everything_else: "## Posters",
});

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
  ])("$name gives its sections in page order", ({ agenda, keys }) => {
    expect(presentSlides(agenda, null).map((slide) => slide.key)).toEqual(keys);
  });

  it("questions an organiser shows and the poll on screen come after the agenda", () => {
    const room = {
      ...EMPTY_ROOM_SCREEN,
      questions: ["Can allies come?"],
      poll_id: "p1",
      poll_question: "Pizza or tacos?",
      poll_options: ["Pizza", "Tacos"],
      poll_state: "open" as const,
    };
    expect(presentSlides(null, room).map((slide) => slide.key)).toEqual([
      "title",
      "guidelines",
      "agenda",
      "questions",
      "poll",
    ]);
    expect(presentSlides(null, EMPTY_ROOM_SCREEN)).toHaveLength(3);
  });

  it("a step never leaves the deck", () => {
    const slides = presentSlides(full, null);
    expect(stepTo(slides, 0, -1)).toEqual({ key: "title", index: 0 });
    expect(stepTo(slides, 5, 1)).toEqual({ key: "extras", index: 5 });
    expect(stepTo(slides, 2, 1)).toEqual({ key: "circle-time", index: 3 });
  });

  it("an edit that removes the shown slide keeps the room at the same place", () => {
    const withoutQuote = presentSlides(
      agendaTextsFrom({ ...emptyAgenda(), everything_else: "x" }),
      null,
    );
    expect(currentSlide(withoutQuote, { key: "quote", index: 4 }).slide.key).toBe("extras");
    expect(currentSlide(withoutQuote, { key: "circle-time", index: 9 }).index).toBe(3);
  });
});
