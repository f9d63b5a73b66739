import { useWords } from "../../lib/words.tsx";
import type { Meeting } from "../../lib/collections/meetings.ts";
import {
  describeMeetingTimeLeft,
  describeSectionTime,
  elapsedMs,
  type SectionTimer,
} from "../../lib/present/section-timer.ts";
import type { Slide } from "../../lib/present/slides.ts";
import { useClock } from "../../lib/present/use-clock.ts";

interface PresentClocksProps {
  slide: Slide;
  timer: SectionTimer;
  meeting: Meeting;
}

/**
 * The section's countdown and the meeting's time left, quietly in the corner. An overrun is
 * marked in words and a calm colour, never flashing: the room should not feel hurried.
 */
export function PresentClocks({ slide, timer, meeting }: PresentClocksProps) {
  const now = useClock();
  const words = useWords();
  const meetingLeft = describeMeetingTimeLeft(meeting.start, meeting.end, now, words);
  const section = describeSectionTime(slide.plannedMinutes, elapsedMs(timer, now), words);
  const isUntouched = timer.runningSince === null && timer.elapsedMs === 0;
  // A section with no plan gets a clock only once the timer has run.
  const hasSectionClock = slide.key !== "title" && !(isUntouched && slide.plannedMinutes === null);
  return (
    <p className="present-clocks">
      {hasSectionClock && (
        <span className={section.isOver ? "present-section-time is-over" : "present-section-time"}>
          {isUntouched
            ? words.t("present.planned", { minutes: slide.plannedMinutes ?? 0 })
            : section.text}
          {timer.runningSince === null && timer.elapsedMs > 0 && <> {words.t("present.paused")}</>}
        </span>
      )}
      {meetingLeft !== null && <span className="present-meeting-time">{meetingLeft}</span>}
    </p>
  );
}
