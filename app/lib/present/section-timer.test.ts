import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import {
  describeMeetingTimeLeft,
  describeSectionTime,
  elapsedMs,
  STOPPED_TIMER,
  timerForNextSection,
  toggleTimer,
} from "./section-timer.ts";

const english = translatorFor("en");

describe("the section timer", () => {
  it("counts only while it runs", () => {
    const started = toggleTimer(STOPPED_TIMER, 1_000);
    expect(elapsedMs(started, 61_000)).toBe(60_000);
    const paused = toggleTimer(started, 61_000);
    expect(elapsedMs(paused, 500_000)).toBe(60_000);
    expect(elapsedMs(toggleTimer(paused, 500_000), 510_000)).toBe(70_000);
  });

  it("starts from zero on the next section, still running if it was", () => {
    const running = { elapsedMs: 5_000, runningSince: 1_000 };
    expect(timerForNextSection(running, 9_000)).toEqual({ elapsedMs: 0, runningSince: 9_000 });
    expect(timerForNextSection(STOPPED_TIMER, 9_000)).toEqual(STOPPED_TIMER);
  });

  it.each([
    { name: "at the start", planned: 5, spent: 0, text: "5:00 left", isOver: false },
    { name: "a moment in", planned: 5, spent: 400, text: "5:00 left", isOver: false },
    { name: "just after a second", planned: 5, spent: 1_000, text: "4:59 left", isOver: false },
    { name: "on time", planned: 5, spent: 300_000, text: "0:00 left", isOver: false },
    { name: "over", planned: 5, spent: 365_000, text: "1:05 over", isOver: true },
    { name: "with no plan", planned: null, spent: 65_000, text: "1:05 so far", isOver: false },
  ])("says $text $name", ({ planned, spent, text, isOver }) => {
    expect(describeSectionTime(planned, spent, english)).toEqual({ text, isOver });
  });

  it.each([
    { name: "before the meeting", now: "2026-11-24T14:59:00Z", expected: null },
    { name: "at its start", now: "2026-11-24T15:00:00Z", expected: "Meeting: 60 min left" },
    { name: "near its end", now: "2026-11-24T15:59:30Z", expected: "Meeting: 1 min left" },
    { name: "after its end", now: "2026-11-24T16:00:00Z", expected: "Meeting time is up" },
  ])("gives the meeting's time left $name", ({ now, expected }) => {
    const start = "2026-11-24T15:00:00Z";
    expect(describeMeetingTimeLeft(start, "2026-11-24T16:00:00Z", Date.parse(now), english)).toBe(
      expected,
    );
  });
});
