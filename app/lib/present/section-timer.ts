import type { Translator } from "../../../i18n/translate.ts";

// The section timer of present mode: counts the time spent on the section on screen while it
// runs, against the minutes the organisers planned for it. Pure, with "now" passed in, so the
// same rules serve the projector, the organiser's phone and the unit tests.

/** A timer that may be paused: what had elapsed before, and since when it runs (epoch ms). */
export interface SectionTimer {
  elapsedMs: number;
  runningSince: number | null;
}

export const STOPPED_TIMER: SectionTimer = { elapsedMs: 0, runningSince: null };

/** The time counted so far. */
export function elapsedMs(timer: SectionTimer, now: number): number {
  return (
    timer.elapsedMs + (timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince))
  );
}

/** Starts a paused timer, or pauses a running one. */
export function toggleTimer(timer: SectionTimer, now: number): SectionTimer {
  return timer.runningSince === null
    ? { ...timer, runningSince: now }
    : { elapsedMs: elapsedMs(timer, now), runningSince: null };
}

/** The timer of the next section: from zero, running if it was. */
export function timerForNextSection(timer: SectionTimer, now: number): SectionTimer {
  return { elapsedMs: 0, runningSince: timer.runningSince === null ? null : now };
}

/** A duration as the clock on screen shows it: "4:05", "12:00". */
export function formatClock(ms: number): string {
  const seconds = Math.floor(Math.abs(ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the section timer says: time left of the plan, or how far over, or just the time spent. */
export function describeSectionTime(
  plannedMinutes: number | null,
  spentMs: number,
  words: Pick<Translator, "t">,
): { text: string; isOver: boolean } {
  if (plannedMinutes === null) {
    return { text: words.t("present.soFar", { clock: formatClock(spentMs) }), isOver: false };
  }
  const leftMs = plannedMinutes * 60_000 - spentMs;
  // A countdown on the screen shows whole seconds left: 4:59 just after the start of five minutes.
  const shownLeft = Math.ceil(leftMs / 1000) * 1000;
  if (shownLeft >= 0) {
    return { text: words.t("present.left", { clock: formatClock(shownLeft) }), isOver: false };
  }
  return { text: words.t("present.over", { clock: formatClock(leftMs) }), isOver: true };
}

/**
 * The meeting's time left, for the projector: null before the meeting starts; "time is up"
 * after its end.
 */
export function describeMeetingTimeLeft(
  start: string,
  end: string,
  now: number,
  words: Pick<Translator, "t">,
): string | null {
  if (now < Date.parse(start)) return null;
  const leftMs = Date.parse(end) - now;
  if (leftMs <= 0) return words.t("present.meetingUp");
  return words.t("present.meetingLeft", { minutes: Math.ceil(leftMs / 60_000) });
}
