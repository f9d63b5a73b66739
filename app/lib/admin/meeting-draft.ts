import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";
import {
  AGENDA_FIELD_KEYS,
  PLANNED_MINUTES,
  PLANNED_MINUTES_KEYS,
  type Agenda,
  type PlannedMinutesKey,
} from "../collections/agendas.ts";
import type { Meeting, MeetingSettings } from "../collections/meetings.ts";

/** The Meeting Settings form as typed: dates and times as the native inputs hold them. */
export interface SettingsDraft {
  title: string;
  location: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  canceled: boolean;
  location_on_request: boolean;
}

/** Each section's planned minutes as typed ("" for none). */
export type MinutesDraft = Record<PlannedMinutesKey, string>;

/** Everything the Manage Meeting screen edits and saves together. */
export interface MeetingDraft {
  settings: SettingsDraft;
  agenda: Agenda | null;
  minutes: MinutesDraft;
  /** The organiser notes (club_meeting_notes), saved with the meeting. */
  notes: string;
}

/** The section each planned-minutes attribute times, as the agenda names it. */
export const MINUTES_SECTION_NAMES: Record<PlannedMinutesKey, string> = {
  minutes_guidelines: "Club Guidelines",
  minutes_agenda: "The Gay Agenda",
  minutes_circle_time: "Circle Time",
  minutes_quote: "Quote of the day",
  minutes_extras: "Everything else",
};

/** The form values of `agenda`'s planned minutes. */
export function minutesDraftFrom(agenda: Agenda | null): MinutesDraft {
  const entry = (key: PlannedMinutesKey) => String(agenda?.[key] ?? "");
  return {
    minutes_guidelines: entry("minutes_guidelines"),
    minutes_agenda: entry("minutes_agenda"),
    minutes_circle_time: entry("minutes_circle_time"),
    minutes_quote: entry("minutes_quote"),
    minutes_extras: entry("minutes_extras"),
  };
}

/** Whether `typed` is a section's planned minutes: empty, or whole minutes within the bounds. */
function isPlannedMinutes(typed: string): boolean {
  const value = typed.trim();
  if (value === "") return true;
  if (!/^\d+$/.test(value)) return false;
  return Number(value) >= PLANNED_MINUTES.min && Number(value) <= PLANNED_MINUTES.max;
}

/**
 * The planned minutes of a submitted save form, as stored: null for none. The screen checks them
 * first (minutesProblem), so a value out of bounds here is refused by the parse.
 */
export function plannedMinutesFromForm(
  form: Record<string, unknown>,
): Record<PlannedMinutesKey, number | null> {
  const read = (key: PlannedMinutesKey) => {
    const typed = String(form[key] ?? "").trim();
    return typed === "" ? null : Number(typed);
  };
  return {
    minutes_guidelines: read("minutes_guidelines"),
    minutes_agenda: read("minutes_agenda"),
    minutes_circle_time: read("minutes_circle_time"),
    minutes_quote: read("minutes_quote"),
    minutes_extras: read("minutes_extras"),
  };
}

/** Why the planned minutes cannot be saved, in words for people; null when they can. */
export function minutesProblem(draft: MinutesDraft): string | null {
  const wrong = PLANNED_MINUTES_KEYS.filter((key) => !isPlannedMinutes(draft[key]));
  if (wrong.length === 0) return null;
  const names = wrong.map((key) => MINUTES_SECTION_NAMES[key]).join(", ");
  return `Planned minutes are whole minutes from ${PLANNED_MINUTES.min} to ${PLANNED_MINUTES.max}, or empty for no timer. Check: ${names}.`;
}

/** The form values for `meeting`, with its times on the club's wall clock in `zone`. */
export function settingsDraftFrom(meeting: Meeting, zone: string): SettingsDraft {
  const start = toZonedInputs(meeting.start, zone) ?? { date: "", time: "" };
  const end = toZonedInputs(meeting.end, zone) ?? { date: "", time: "" };
  return {
    title: meeting.title,
    location: meeting.location,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    canceled: meeting.canceled,
    location_on_request: meeting.location_on_request,
  };
}

/** The settings to store, or null when a date or time is missing or impossible. */
export function settingsFromDraft(draft: SettingsDraft, zone: string): MeetingSettings | null {
  const start = fromZonedInputs(draft.startDate, draft.startTime, zone);
  const end = fromZonedInputs(draft.endDate, draft.endTime, zone);
  if (start === null || end === null) {
    return null;
  }
  return {
    title: draft.title,
    // A room given only on request stays out of the public document, which anyone may read.
    location: draft.location_on_request ? "" : draft.location,
    start,
    end,
    canceled: draft.canceled,
    location_on_request: draft.location_on_request,
  };
}

/** Whether two drafts hold the same values, so nothing would change by saving. */
export function isSameDraft(a: MeetingDraft, b: MeetingDraft): boolean {
  const settingKeys: (keyof SettingsDraft)[] = [
    "title",
    "location",
    "startDate",
    "startTime",
    "endDate",
    "endTime",
    "canceled",
    "location_on_request",
  ];
  const isSameSettings =
    a.notes === b.notes &&
    settingKeys.every((key) => a.settings[key] === b.settings[key]) &&
    PLANNED_MINUTES_KEYS.every((key) => a.minutes[key].trim() === b.minutes[key].trim());
  if (a.agenda === null || b.agenda === null) {
    return isSameSettings && a.agenda === b.agenda;
  }
  const agendaA = a.agenda;
  const agendaB = b.agenda;
  return isSameSettings && AGENDA_FIELD_KEYS.every((key) => agendaA[key] === agendaB[key]);
}
