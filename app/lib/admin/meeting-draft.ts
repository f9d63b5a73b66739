import type { MessageId, Translator } from "../../../i18n/translate.ts";
import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";
import { z } from "zod";
import {
  AGENDA_FIELD_KEYS,
  agendaSchema,
  PLANNED_MINUTES,
  PLANNED_MINUTES_KEYS,
  type Agenda,
  type PlannedMinutesKey,
} from "../collections/agendas.ts";
import type { Meeting, MeetingSettings } from "../collections/meetings.ts";
import { DEFAULT_LOCALE } from "../../../i18n/locales.ts";

/**
 * The Meeting Settings form as typed: the meeting's attributes as stored, but for its times,
 * which are dates and times as the native inputs hold them.
 */
export type SettingsDraft = Omit<MeetingSettings, "start" | "end"> & {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
};

/** Each section's planned minutes as typed ("" for none). */
export type MinutesDraft = Record<PlannedMinutesKey, string>;

// Builds a MinutesDraft from entries without a cast: a record keyed by an enum takes every key.
const minutesDraftSchema = z.record(z.enum(PLANNED_MINUTES_KEYS), z.string());

/** Everything the Manage Meeting screen edits and saves together. */
export interface MeetingDraft {
  settings: SettingsDraft;
  agenda: Agenda | null;
  minutes: MinutesDraft;
  /** The organiser notes (club_meeting_notes), saved with the meeting. */
  notes: string;
}

/** The section each planned-minutes attribute times, as the agenda names it. */
export const MINUTES_SECTION_NAMES: Record<PlannedMinutesKey, MessageId> = {
  minutes_guidelines: "agenda.guidelines",
  minutes_agenda: "agenda.theGayAgenda",
  minutes_circle_time: "agenda.circleTime",
  minutes_quote: "agenda.quoteOfTheDay",
  minutes_extras: "admin.agenda.everythingElse",
};

/** The form values of `agenda`'s planned minutes. */
export function minutesDraftFrom(agenda: Agenda | null): MinutesDraft {
  return minutesDraftSchema.parse(
    Object.fromEntries(PLANNED_MINUTES_KEYS.map((key) => [key, String(agenda?.[key] ?? "")])),
  );
}

/** Whether `typed` is a section's planned minutes: empty, or whole minutes within the bounds. */
export function isPlannedMinutes(typed: string): boolean {
  const value = typed.trim();
  if (value === "") return true;
  if (!/^\d+$/.test(value)) return false;
  return Number(value) >= PLANNED_MINUTES.min && Number(value) <= PLANNED_MINUTES.max;
}

/**
 * `agenda` with the planned minutes as typed, as stored: null for none. The editor builds this
 * before it checks the draft, and minutesProblem refuses to send a draft with a wrong value, so
 * such a value reads here as none rather than throwing.
 */
export function agendaWithMinutes(agenda: Agenda, minutes: MinutesDraft): Agenda {
  const planned = Object.fromEntries(
    PLANNED_MINUTES_KEYS.map((key) => {
      const typed = minutes[key].trim();
      return [key, typed === "" || !isPlannedMinutes(typed) ? null : Number(typed)];
    }),
  );
  return agendaSchema.parse({ ...agenda, ...planned });
}

/** Why the planned minutes cannot be saved, in words for people; null when they can. */
export function minutesProblem(draft: MinutesDraft, words: Pick<Translator, "t">): string | null {
  const wrong = PLANNED_MINUTES_KEYS.filter((key) => !isPlannedMinutes(draft[key]));
  if (wrong.length === 0) return null;
  const names = wrong.map((key) => words.t(MINUTES_SECTION_NAMES[key])).join(", ");
  return words.t("admin.minutes.problem", { ...PLANNED_MINUTES, names });
}

/** The form values for `meeting`, with its times on the club's wall clock in `zone`. */
export function settingsDraftFrom(meeting: Meeting, zone: string): SettingsDraft {
  const { id: _id, start, end, ...attributes } = meeting;
  const startInputs = toZonedInputs(start, zone) ?? { date: "", time: "" };
  const endInputs = toZonedInputs(end, zone) ?? { date: "", time: "" };
  return {
    ...attributes,
    startDate: startInputs.date,
    startTime: startInputs.time,
    endDate: endInputs.date,
    endTime: endInputs.time,
  };
}

/** The settings to store, or null when a date or time is missing or impossible. */
export function settingsFromDraft(draft: SettingsDraft, zone: string): MeetingSettings | null {
  const { startDate, startTime, endDate, endTime, ...attributes } = draft;
  const start = fromZonedInputs(startDate, startTime, zone);
  const end = fromZonedInputs(endDate, endTime, zone);
  if (start === null || end === null) {
    return null;
  }
  return {
    ...attributes,
    // A room given only on request stays out of the public document, which anyone may read.
    location: draft.location_on_request ? "" : draft.location,
    start,
    end,
  };
}

/** Whether two records hold the same values under the same keys (a meeting's or an event's settings). */
export function isSameRecord(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** Whether two drafts hold the same values, so nothing would change by saving. */
export function isSameDraft(a: MeetingDraft, b: MeetingDraft): boolean {
  const isSameSettings =
    a.notes === b.notes &&
    isSameRecord(a.settings, b.settings) &&
    PLANNED_MINUTES_KEYS.every((key) => a.minutes[key].trim() === b.minutes[key].trim());
  if (a.agenda === null || b.agenda === null) {
    return isSameSettings && a.agenda === b.agenda;
  }
  const agendaA = a.agenda;
  const agendaB = b.agenda;
  return isSameSettings && AGENDA_FIELD_KEYS.every((key) => agendaA[key] === agendaB[key]);
}

/** The draft of what is stored: the form's values before anything is typed, times in `zone`. */
export function meetingDraftFrom(
  stored: { meeting: Meeting; agenda: Agenda | null; notes: string },
  zone: string,
): MeetingDraft {
  return {
    settings: settingsDraftFrom(stored.meeting, zone),
    agenda: stored.agenda,
    minutes: minutesDraftFrom(stored.agenda),
    notes: stored.notes,
  };
}

/**
 * Manage Meeting's form as posted, as a draft: each field is named by its attribute, a checkbox
 * is on when sent, and the agenda's fields are read only when `saved` has an agenda. The
 * language list always names a language: the site's own, posted for a meeting that names none,
 * stays none, so saving it unchanged writes nothing.
 */
export function meetingDraftFromForm(form: FormData, saved: MeetingDraft): MeetingDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const language = text("language");
  let agenda: Agenda | null = null;
  if (saved.agenda !== null) {
    agenda = { ...saved.agenda };
    for (const key of AGENDA_FIELD_KEYS) agenda[key] = text(key);
  }
  return {
    settings: {
      title: text("title"),
      location: text("location"),
      location_on_request: form.has("location_on_request"),
      canceled: form.has("canceled"),
      accessibility_notes: text("accessibility_notes"),
      language: language === DEFAULT_LOCALE && saved.settings.language === "" ? "" : language,
      startDate: text("startDate"),
      startTime: text("startTime"),
      endDate: text("endDate"),
      endTime: text("endTime"),
    },
    agenda,
    minutes: minutesDraftSchema.parse(
      Object.fromEntries(PLANNED_MINUTES_KEYS.map((key) => [key, text(key)])),
    ),
    notes: text("notes"),
  };
}
