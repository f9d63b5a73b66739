import { describe, expect, it } from "vitest";
import { linkInLanguage, recipientLocale } from "./recipient-language.ts";

const SITE = "https://club.example.org";

describe("recipientLocale", () => {
  it.each([
    { name: "no choice is English", prefs: {}, expected: "en" },
    { name: "Spanish chosen is Spanish", prefs: { locale: "es" }, expected: "es" },
    { name: "English chosen is English", prefs: { locale: "en" }, expected: "en" },
    { name: "a language the site lacks is English", prefs: { locale: "fr" }, expected: "en" },
    { name: "a value that is not a string is English", prefs: { locale: ["es"] }, expected: "en" },
  ])("$name", ({ prefs, expected }) => {
    expect(recipientLocale(prefs)).toBe(expected);
  });
});

describe("linkInLanguage", () => {
  it.each([
    {
      name: "the reset page opens in Spanish",
      link: `${SITE}/reset-password`,
      locale: "es" as const,
      expected: `${SITE}/es/reset-password`,
    },
    {
      name: "the Spanish reset page opens in English for an English account",
      link: `${SITE}/es/reset-password?x=1`,
      locale: "en" as const,
      expected: `${SITE}/reset-password?x=1`,
    },
    {
      name: "a page not known in every language stays as it is",
      link: `${SITE}/admin/verify`,
      locale: "es" as const,
      expected: `${SITE}/admin/verify`,
    },
    {
      name: "another allowed host's page stays as it is",
      link: "https://other.example.org/reset-password",
      locale: "es" as const,
      expected: "https://other.example.org/reset-password",
    },
  ])("$name", ({ link, locale, expected }) => {
    expect(linkInLanguage(link, locale, SITE)).toBe(expected);
  });
});
