import { describe, expect, it } from "vitest";
import { FIT_FLOOR, fitFloor, TYPE_AT_720P_PX } from "./fit-slide.ts";

describe("how far a long slide may shrink", () => {
  it.each([
    { name: "a phone (16 px type)", deckPx: 16, floor: 1 },
    { name: "1280x720", deckPx: TYPE_AT_720P_PX, floor: 1 },
    { name: "1920x1080", deckPx: 38.88, floor: TYPE_AT_720P_PX / 38.88 },
    { name: "3840x2160", deckPx: 77.76, floor: FIT_FLOOR },
  ])("on $name, never below the type at 720p", ({ deckPx, floor }) => {
    expect(fitFloor(deckPx)).toBeCloseTo(floor, 5);
    expect(deckPx * fitFloor(deckPx)).toBeGreaterThanOrEqual(Math.min(deckPx, TYPE_AT_720P_PX));
  });
});
