import { describe, expect, it } from "vitest";
import { offeredLocale } from "./offered-locale.ts";

describe("the home page's offer of another language", () => {
  const cases = [
    {
      name: "a Spanish browser is offered Spanish",
      header: "es-MX,es;q=0.9,en;q=0.5",
      offer: "es",
    },
    { name: "Spanish of any region counts", header: "es-US", offer: "es" },
    {
      name: "an English browser is offered nothing",
      header: "en-US,en;q=0.9,es;q=0.8",
      offer: null,
    },
    { name: "a language we lack is offered nothing", header: "fr-FR,fr", offer: null },
    { name: "no header is offered nothing", header: null, offer: null },
    { name: "a header that is not a list is offered nothing", header: ";;q=x", offer: null },
  ] as const;
  for (const { name, header, offer } of cases) {
    it(name, () => expect(offeredLocale("/", header)).toBe(offer));
  }

  it("only the home page offers it", () => {
    expect(offeredLocale("/join", "es")).toBeNull();
    expect(offeredLocale("/es", "es")).toBeNull();
  });
});
