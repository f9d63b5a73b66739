import { describe, expect, it } from "vitest";
import { LOCATION_ON_REQUEST, publicLocation } from "./meeting-location.ts";

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
      place: LOCATION_ON_REQUEST,
    },
  ])("$name", ({ meeting, place }) => {
    expect(publicLocation(meeting)).toBe(place);
  });
});
