import { describe, expect, it } from "vitest";
import { missingIn, type StoredTranslations } from "./missing-translations.ts";

const page = (slug: string, locale: string) => ({
  slug,
  locale,
  title: `${slug} in ${locale}`,
  description: "",
  body: "",
});
const texts = {
  locale: "es",
  meeting_day: "Martes",
  meeting_place: "Salón 214",
  site_creator_name: "El equipo",
};
const allWritten: StoredTranslations = {
  locale: "es",
  settingsTexts: texts,
  hasGuidelines: true,
  hasSupportResources: true,
};

describe("the club's texts missing in a language", () => {
  it.each([
    {
      name: "everything written asks for nothing",
      stored: allWritten,
      pages: [page("about", "en"), page("about", "es")],
      kinds: [],
    },
    {
      name: "an English page without its Spanish is asked for",
      stored: allWritten,
      pages: [page("about", "en")],
      kinds: ["page"],
    },
    {
      name: "a Spanish page without its English asks for nothing",
      stored: allWritten,
      pages: [page("about", "es")],
      kinds: [],
    },
    {
      name: "settings texts never stored are asked for",
      stored: { ...allWritten, settingsTexts: null },
      pages: [],
      kinds: ["settingsTexts"],
    },
    {
      name: "settings texts with one left empty are asked for",
      stored: { ...allWritten, settingsTexts: { ...texts, meeting_place: " " } },
      pages: [],
      kinds: ["settingsTexts"],
    },
    {
      name: "guidelines and support resources not stored are asked for",
      stored: { ...allWritten, hasGuidelines: false, hasSupportResources: false },
      pages: [],
      kinds: ["guidelines", "supportResources"],
    },
  ])("$name", ({ stored, pages, kinds }) => {
    expect(missingIn(stored, pages).map(({ kind }) => kind)).toEqual(kinds);
  });

  it("each links to the screen that writes it, in that language", () => {
    const missing = missingIn(
      { locale: "es", settingsTexts: null, hasGuidelines: false, hasSupportResources: false },
      [page("docs/lgbtq", "en")],
    );
    expect(missing.map(({ to }) => to)).toEqual([
      "/admin/pages/docs-lgbtq?language=es",
      "/admin/settings/texts?language=es",
      "/admin/guidelines?lang=es",
      "/admin/support-resources?lang=es",
    ]);
  });
});
