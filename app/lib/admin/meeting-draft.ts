import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";
import { AGENDA_FIELD_KEYS, type Agenda } from "../collections/agendas.ts";
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
}

/** Everything the Manage Meeting screen edits and saves together. */
export interface MeetingDraft {
  settings: SettingsDraft;
  agenda: Agenda | null;
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
  };
}

/** The settings to store, or null when a date or time is missing or impossible. */
export function settingsFromDraft(draft: SettingsDraft, zone: string): MeetingSettings | null {
  const start = fromZonedInputs(draft.startDate, draft.startTime, zone);
  const end = fromZonedInputs(draft.endDate, draft.endTime, zone);
  if (start === null || end === null) {
    return null;
  }
  return { title: draft.title, location: draft.location, start, end, canceled: draft.canceled };
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
  ];
  const isSameSettings = settingKeys.every((key) => a.settings[key] === b.settings[key]);
  if (a.agenda === null || b.agenda === null) {
    return isSameSettings && a.agenda === b.agenda;
  }
  const agendaA = a.agenda;
  const agendaB = b.agenda;
  return isSameSettings && AGENDA_FIELD_KEYS.every((key) => agendaA[key] === agendaB[key]);
}
