import { describe, expect, it } from "vitest";
import { alternatePaths, localeOfPath, localisedPath, pathWithoutLocale } from "./locale-paths.ts";

describe("language prefixes of addresses", () => {
  const cases = [
    { name: "the home page is English", path: "/", locale: "en", bare: "/" },
    { name: "an English page has no prefix", path: "/join", locale: "en", bare: "/join" },
    { name: "/es is the Spanish home page", path: "/es", locale: "es", bare: "/" },
    { name: "/es/join is the Spanish join page", path: "/es/join", locale: "es", bare: "/join" },
    {
      name: "/en/join is not an address of ours",
      path: "/en/join",
      locale: "en",
      bare: "/en/join",
    },
    { name: "an unknown language is not one", path: "/fr/join", locale: "en", bare: "/fr/join" },
    { name: "a page starting like a code is not one", path: "/esx", locale: "en", bare: "/esx" },
  ] as const;
  for (const { name, path, locale, bare } of cases) {
    it(name, () => {
      expect(localeOfPath(path)).toBe(locale);
      expect(pathWithoutLocale(path)).toBe(bare);
    });
  }

  it("a page's addresses in every language put the prefix before its path", () => {
    expect(localisedPath("/", "es")).toBe("/es");
    expect(localisedPath("/agenda/abc", "es")).toBe("/es/agenda/abc");
    expect(localisedPath("/agenda/abc", "en")).toBe("/agenda/abc");
    expect(alternatePaths("/join")).toEqual([
      { locale: "en", path: "/join" },
      { locale: "es", path: "/es/join" },
    ]);
  });
});
