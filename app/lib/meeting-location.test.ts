import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/catalogues.ts";
import { placeShown, publicLocation } from "./meeting-location.ts";

describe("where a meeting is, as visitors read it", () => {
  it.each([
    {
      name: "a room",
      meeting: { location: "Room 214", location_on_request: false },
      place: "Room 214",
    },
    { name: "no room", meeting: { location: " ", location_on_request: false }, place: null },
    {
      name: "a room on request",
      meeting: { location: "Room 214", location_on_request: true },
      place: "Ask a club leader where we meet",
    },
  ])("$name", ({ meeting, place }) => {
    expect(publicLocation(meeting, translatorFor("en"))).toBe(place);
  });

  it("a room on request is asked for in Spanish on Spanish pages", () => {
    const meeting = { location: "Room 214", location_on_request: true };
    expect(publicLocation(meeting, translatorFor("es"))).toBe(
      "Pregunta a una persona líder del club dónde nos reunimos",
    );
  });
});

describe("the place a read meeting or event carries", () => {
  it.each([
    {
      name: "its room",
      document: { location: "Room 214", location_on_request: false },
      place: "Room 214",
    },
    {
      name: "none while on request",
      document: { location: "Room 214", location_on_request: true },
      place: "",
    },
  ])("is $name", ({ document, place }) => {
    expect(placeShown(document)).toBe(place);
  });
});
