import { AppwriteException } from "appwrite";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/catalogues.ts";
import { errorWords, hasErrorType, isDocumentNotFound } from "./error-words.ts";

const english = translatorFor("en");

describe("errorWords", () => {
  const cases = [
    {
      name: "a wrong password gets a plain explanation",
      error: new AppwriteException("Invalid credentials.", 401, "user_invalid_credentials"),
      words: "That email and password don't match. Please check them and try again.",
    },
    {
      name: "the words depend on the type, not on the message",
      error: new AppwriteException("Ungültige Anmeldedaten", 401, "user_invalid_credentials"),
      words: "That email and password don't match. Please check them and try again.",
    },
    {
      name: "too many tries asks to wait",
      error: new AppwriteException("Rate limit", 429, "general_rate_limit_exceeded"),
      words: "Too many tries in a short time. Please wait a few minutes and try again.",
    },
    {
      name: "a server that could not store anything (a full disk) says nothing was saved",
      error: new AppwriteException("The server's disk is full", 500, "general_server_error"),
      words:
        "The club's server couldn't save that just now, so nothing was saved. Please try again later, and tell the website manager if it keeps happening.",
    },
    {
      name: "an unlisted type gets the general apology",
      error: new AppwriteException("Boom", 500, "general_unknown"),
      words: "Something went wrong on our side. Please try again in a moment.",
    },
    {
      name: "a failed fetch means the service could not be reached",
      error: new TypeError("fetch failed"),
      words:
        "We couldn't reach the club's data service. Please check your connection and try again.",
    },
  ];
  it.each(cases)("$name", ({ error, words }) => {
    expect(errorWords(english, error)).toBe(words);
  });

  it("a screen's own words for a type replace the general ones there", () => {
    const wrongCurrentPassword = new AppwriteException("x", 401, "user_invalid_credentials");
    const wordsHere = {
      user_invalid_credentials: "admin.account.error.wrongCurrentPassword",
    } as const;
    expect(errorWords(english, wrongCurrentPassword, wordsHere)).toBe(
      "Your current password isn't right. Please check it and try again.",
    );
    expect(errorWords(english, new TypeError("fetch failed"), wordsHere)).toContain(
      "couldn't reach",
    );
  });

  it("speaks the language it is given", () => {
    const error = new AppwriteException("Rate limit", 429, "general_rate_limit_exceeded");
    expect(errorWords(translatorFor("es"), error)).toBe(
      "Demasiados intentos en poco tiempo. Espera unos minutos y vuelve a intentarlo.",
    );
  });
});

describe("hasErrorType", () => {
  it("matches the Appwrite type, never the message", () => {
    const refused = new AppwriteException("user_invalid_token", 401, "user_more_factors_required");
    expect(hasErrorType(refused, "user_more_factors_required")).toBe(true);
    expect(hasErrorType(refused, "user_invalid_token")).toBe(false);
    expect(
      hasErrorType(new Error("user_more_factors_required"), "user_more_factors_required"),
    ).toBe(false);
  });
});

describe("isDocumentNotFound", () => {
  it("is true only for Appwrite's document_not_found type", () => {
    expect(isDocumentNotFound(new AppwriteException("x", 404, "document_not_found"))).toBe(true);
    expect(isDocumentNotFound(new AppwriteException("x", 404, "collection_not_found"))).toBe(false);
    expect(isDocumentNotFound(new Error("document_not_found"))).toBe(false);
  });
});
