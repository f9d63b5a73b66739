import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import en from "../i18n/catalogues/en.json" with { type: "json" };
import es from "../i18n/catalogues/es.json" with { type: "json" };
import { localeInfo, LOCALES } from "../i18n/locales.ts";
import { precompiledCatalogue } from "./precompiled-catalogues.ts";

const texts: Record<string, Record<string, string>> = { en, es };

describe("the browser's precompiled catalogues", () => {
  it.each(LOCALES.map(({ code }) => code))(
    "%s: every message's tree is the one IntlMessageFormat makes from its text at run time",
    (code) => {
      const trees = precompiledCatalogue(code);
      const catalogue = texts[code] ?? {};
      expect(Object.keys(trees)).toEqual(Object.keys(catalogue));
      for (const [id, text] of Object.entries(catalogue)) {
        const atRunTime = new IntlMessageFormat(text, localeInfo(code).intlTag).getAst();
        expect(trees[id], id).toEqual(atRunTime);
      }
    },
  );

  it("refuses a file that is no language of the site's", () => {
    expect(() => precompiledCatalogue("xx")).toThrow(/not the catalogue/);
  });
});
