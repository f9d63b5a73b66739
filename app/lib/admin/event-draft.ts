import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";
import type { ClubEvent, EventSettings } from "../collections/events.ts";
import { isSameRecord } from "./meeting-draft.ts";

/**
 * The Event Settings form as typed: the event's attributes as stored, but for its times, which
 * are dates and times as the native inputs hold them.
 */
export type EventDraft = Omit<EventSettings, "time" | "end"> & {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
};

/** The form values for `event`, with its times on the club's wall clock in `zone`. */
export function eventDraftFrom(event: ClubEvent, zone: string): EventDraft {
  const { id: _id, time, end, ...attributes } = event;
  const start = toZonedInputs(time, zone) ?? { date: "", time: "" };
  const finish = toZonedInputs(end, zone) ?? { date: "", time: "" };
  return {
    ...attributes,
    startDate: start.date,
    startTime: start.time,
    endDate: finish.date,
    endTime: finish.time,
  };
}

/** The event to store, or null when a date or time is missing or impossible. */
export function eventFromDraft(draft: EventDraft, zone: string): EventSettings | null {
  const { startDate, startTime, endDate, endTime, ...attributes } = draft;
  const time = fromZonedInputs(startDate, startTime, zone);
  const end = fromZonedInputs(endDate, endTime, zone);
  if (time === null || end === null) {
    return null;
  }
  return {
    ...attributes,
    // A place given only on request stays out of the public document, which anyone may read.
    location: draft.location_on_request ? "" : draft.location,
    time,
    end,
  };
}

/** Whether two drafts hold the same values, so nothing would change by saving. */
export function isSameEventDraft(a: EventDraft, b: EventDraft): boolean {
  return isSameRecord(a, b);
}
