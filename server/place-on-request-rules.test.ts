import { describe, expect, it } from "vitest";
import { placeOnRequestProblem } from "./place-on-request-rules.ts";

describe("a meeting or an event whose place is given on request", () => {
  it.each([
    { name: "a meeting", collection: "club_meetings" },
    { name: "an event", collection: "club_events" },
  ])("is refused as $name with a place in its public document", ({ collection }) => {
    expect(
      placeOnRequestProblem(collection, { location: "Room 214", location_on_request: true }),
    ).toMatch(/^Attribute "location" must be empty/);
  });

  it.each([
    { name: "with no place", collection: "club_meetings", place: " ", onRequest: true },
    {
      name: "with a place not on request",
      collection: "club_events",
      place: "Gym",
      onRequest: false,
    },
    { name: "in another collection", collection: "club_agendas", place: "Gym", onRequest: true },
  ])("is taken $name", ({ collection, place, onRequest }) => {
    expect(
      placeOnRequestProblem(collection, { location: place, location_on_request: onRequest }),
    ).toBeNull();
  });
});
