import type { MessageId, Translator } from "../../../i18n/translate.ts";
import { fromZonedInputs, toZonedInputs } from "../club-time/index.ts";
import { attributeOf } from "../collections/document-shape.ts";
import { EVENTS, type ClubEvent, type EventSettings } from "../collections/events.ts";
import { isSameRecord } from "./meeting-draft.ts";
import type { PictureDraft } from "../../components/admin/picture-field.tsx";

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

/**
 * Manage Event's form as posted, as a draft: each field is named by its attribute, the place on
 * request is on when sent, and the flyer is `flyer`, as the picture field's fields and file read
 * (posted-picture.server.ts).
 */
export function eventDraftFromForm(form: FormData, flyer: PictureDraft): EventDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    location: text("location"),
    location_on_request: form.has("location_on_request"),
    description: text("description"),
    startDate: text("startDate"),
    startTime: text("startTime"),
    endDate: text("endDate"),
    endTime: text("endTime"),
    flyer_file_id: flyer.fileId,
    flyer_alt: flyer.alt,
    flyer_width: flyer.width,
    flyer_height: flyer.height,
  };
}

/** Whether two drafts hold the same values, so nothing would change by saving. */
export function isSameEventDraft(a: EventDraft, b: EventDraft): boolean {
  return isSameRecord(a, b);
}

// The texts an organiser types, by the names the form gives them.
const TEXTS = [
  { key: "title", name: "admin.settings.title" },
  { key: "location", name: "admin.event.place" },
  { key: "description", name: "admin.event.description" },
] as const satisfies readonly { key: string; name: MessageId }[];

/**
 * Why `draft` cannot be saved for a text longer than appwrite.json allows, in words for people
 * (the API would refuse it); null when every text fits. Counted in code points, as Appwrite does.
 */
export function eventTextProblem(draft: EventDraft, words: Pick<Translator, "t">): string | null {
  const tooLong = TEXTS.flatMap(({ key, name }) => {
    const { size } = attributeOf(EVENTS, key);
    const length = [...draft[key]].length;
    return length > size
      ? [words.t("admin.event.tooLongField", { name: words.t(name), length, size })]
      : [];
  });
  return tooLong.length === 0
    ? null
    : words.t("admin.event.tooLong", { fields: tooLong.join(". ") });
}

/** Why `draft` cannot be saved for a flyer without its alt text, in words for people; else null. */
export function flyerAltProblem(draft: EventDraft, words: Pick<Translator, "t">): string | null {
  return draft.flyer_file_id !== "" && draft.flyer_alt.trim() === ""
    ? words.t("admin.event.flyer.altMissing")
    : null;
}

/** Why `draft` cannot be saved, in words for people; null when it can. */
export function eventDraftProblem(draft: EventDraft, words: Pick<Translator, "t">): string | null {
  return flyerAltProblem(draft, words) ?? eventTextProblem(draft, words);
}
