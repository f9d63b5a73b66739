import { describe, expect, it } from "vitest";
import { agendaTextsFrom } from "../live/live-agenda.ts";
import { emptyAgenda } from "../collections/agendas.ts";
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
    expect(presentSlides(agenda).map((slide) => slide.key)).toEqual(keys);
  });

  it("a step never leaves the deck", () => {
    const slides = presentSlides(full);
    expect(stepTo(slides, 0, -1)).toEqual({ key: "title", index: 0 });
    expect(stepTo(slides, 5, 1)).toEqual({ key: "extras", index: 5 });
    expect(stepTo(slides, 2, 1)).toEqual({ key: "circle-time", index: 3 });
  });

  it("an edit that removes the shown slide keeps the room at the same place", () => {
    const withoutQuote = presentSlides(agendaTextsFrom({ ...emptyAgenda(), everything_else: "x" }));
    expect(currentSlide(withoutQuote, { key: "quote", index: 4 }).slide.key).toBe("extras");
    expect(currentSlide(withoutQuote, { key: "circle-time", index: 9 }).index).toBe(3);
  });
});
