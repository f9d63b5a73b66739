import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import {
  accentFailure,
  accentTokens,
  contrastRatio,
  ON_ACCENT,
  SURFACES,
  type Scheme,
} from "./accent-contrast.ts";
import { failureWords } from "./accent-words.ts";

describe("the WCAG contrast ratio", () => {
  it.each([
    { name: "black on white is the most there is", a: "#000000", b: "#ffffff", ratio: 21 },
    { name: "a colour on itself is the least", a: "#5b2180", b: "#5b2180", ratio: 1 },
    { name: "#767676 on white just passes 4.5:1", a: "#767676", b: "#ffffff", ratio: 4.5422 },
    { name: "#777777 on white just fails 4.5:1", a: "#777777", b: "#ffffff", ratio: 4.4781 },
    { name: "the order of the two does not matter", a: "#ffffff", b: "#767676", ratio: 4.5422 },
    { name: "upper-case digits read the same", a: "#F5C2E7", b: "#FFFFFF", ratio: 1.5269 },
  ])("$name", ({ a, b, ratio }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 4);
  });

  it("refuses what is not a #rrggbb colour", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow(/Not a #rrggbb colour/);
  });
});

describe("which pair an accent colour fails", () => {
  const en = translatorFor("en");
  it.each([
    {
      name: "a pale pink leaves white button text unreadable",
      accent: "#f5c2e7",
      scheme: "light" as const,
      words: "White text on #f5c2e7 buttons: 1.5:1, needs 4.5:1",
    },
    {
      name: "the light scheme's deep purple leaves dark button text unreadable in dark mode",
      accent: "#5b2180",
      scheme: "dark" as const,
      words: "Dark text on #5b2180 buttons in dark mode: 1.7:1, needs 4.5:1",
    },
    {
      name: "a grey that passes under white text fails as links on the page's warm background",
      accent: "#767676",
      scheme: "light" as const,
      words: "#767676 links on the page background: 4.3:1, needs 4.5:1",
    },
  ])("$name", ({ accent, scheme, words }) => {
    const failure = accentFailure(accent, scheme);
    expect(failure).not.toBeNull();
    if (failure !== null) expect(failureWords(en, failure)).toBe(words);
  });

  it.each([
    { name: "the site's own purple in light mode", accent: "#5b2180", scheme: "light" as const },
    { name: "the site's own lilac in dark mode", accent: "#d9b3ff", scheme: "dark" as const },
    { name: "a deep teal in light mode", accent: "#0b5563", scheme: "light" as const },
  ])("$name passes every pair", ({ accent, scheme }) => {
    expect(accentFailure(accent, scheme)).toBeNull();
  });

  it("a ratio just under 4.5:1 is shown cut to 4.4, never rounded up to the 4.5 it misses", () => {
    expect(accentFailure("#777777", "light")).toMatchObject({ kind: "button", ratio: 4.4 });
  });

  it("names the pair in Spanish (es-US writes a decimal point)", () => {
    const failure = accentFailure("#f5c2e7", "light");
    expect(failure && failureWords(translatorFor("es"), failure)).toBe(
      "Texto blanco sobre botones #f5c2e7: 1.5:1, necesita 4.5:1",
    );
  });

  it("the hover shade is darker in light mode and lighter in dark mode", () => {
    expect(accentTokens("#808080", "light").primaryHover).toBe("#666666");
    expect(accentTokens("#808080", "dark").primaryHover).toBe("#a0a0a0");
  });
});

describe("the surfaces the check knows are tokens.css's", () => {
  const tokens = readFileSync(new URL("../../styles/tokens.css", import.meta.url), "utf8");
  const [light = "", dark = ""] = tokens.split("@media (prefers-color-scheme: dark)");
  const value = (block: string, name: string) =>
    new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(block)?.[1];
  const heroStops = (block: string) =>
    [
      ...(/--hero-bg: linear-gradient\(([^;]*)\);/.exec(block)?.[1] ?? "").matchAll(
        /#[0-9a-f]{6}/g,
      ),
    ].map(([stop]) => stop);

  it.each([
    { scheme: "light" as Scheme, block: light },
    { scheme: "dark" as Scheme, block: dark },
  ])("in the $scheme scheme", ({ scheme, block }) => {
    expect(SURFACES[scheme]).toEqual({
      page: [value(block, "bg")],
      card: [value(block, "surface")],
      shaded: [value(block, "surface-muted")],
      banner: heroStops(block),
      notice: ["info", "warn", "danger", "muted"].map((kind) => value(block, `notice-${kind}-bg`)),
    });
    expect(ON_ACCENT[scheme]).toBe(value(block, "on-primary"));
  });
});
