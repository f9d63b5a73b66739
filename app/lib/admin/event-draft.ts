import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";
import type { ClubEvent, EventSettings } from "../collections/events.ts";

/** The Event Settings form as typed: dates and times as the native inputs hold them. */
export interface EventDraft {
  title: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

const DRAFT_KEYS: (keyof EventDraft)[] = ["title", "startDate", "startTime", "endDate", "endTime"];

/** The form values for `event`, with its times on the club's wall clock in `zone`. */
export function eventDraftFrom(event: ClubEvent, zone: string): EventDraft {
  const start = toZonedInputs(event.time, zone) ?? { date: "", time: "" };
  const end = toZonedInputs(event.end, zone) ?? { date: "", time: "" };
  return {
    title: event.title,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

/** The event to store, or null when a date or time is missing or impossible. */
export function eventFromDraft(draft: EventDraft, zone: string): EventSettings | null {
  const time = fromZonedInputs(draft.startDate, draft.startTime, zone);
  const end = fromZonedInputs(draft.endDate, draft.endTime, zone);
  if (time === null || end === null) {
    return null;
  }
  return { title: draft.title, time, end };
}

/** Whether two drafts hold the same values, so nothing would change by saving. */
export function isSameEventDraft(a: EventDraft, b: EventDraft): boolean {
  return DRAFT_KEYS.every((key) => a[key] === b[key]);
}
