import type { MessageId } from "../../../i18n/translate.ts";
import { adminWords } from "./admin-words.ts";
import type { Databases } from "appwrite";
import { z } from "zod";
import { agendaSchema, saveAgenda, type Agenda } from "../collections/agendas.ts";
import { isSameDocument } from "../collections/document-shape.ts";
import { AGENDAS, MEETINGS } from "../collections/ids.ts";
import { deleteMeetingNotes, saveMeetingNotes } from "../collections/meeting-notes.ts";
import {
  meetingSettingsSchema,
  saveMeeting,
  type MeetingSettings,
} from "../collections/meetings.ts";
import type { PartWrite } from "./save-together.ts";

// What a Manage Meeting save writes: only the documents whose values changed, each with the
// value to put back if another write of the same save fails (decision 0082).

/**
 * What Manage Meeting knows is stored: the meeting, its agenda (null: none yet), its notes, and
 * whether the meeting and agenda are public yet (false until the first save; decision 0134).
 */
export const storedMeetingSchema = z.object({
  meeting: meetingSettingsSchema.extend({ id: z.string() }),
  agenda: agendaSchema.nullable(),
  notes: z.string(),
  isPublic: z.boolean(),
});

export type StoredMeeting = z.output<typeof storedMeetingSchema>;

/** What saving the screen's draft would store (the agenda is null while there is none). */
export const meetingEditSchema = z.object({
  meeting: meetingSettingsSchema,
  agenda: agendaSchema.nullable(),
  notes: z.string(),
});

export type MeetingEdit = z.output<typeof meetingEditSchema>;

/** A document's new value, and the value stored before it, which an undo writes back. */
interface Change<T> {
  next: T;
  previous: T;
}

/** The documents one save writes; a document left out is unchanged and not written. */
export interface MeetingSavePlan {
  meeting?: Change<MeetingSettings>;
  agenda?: Change<Agenda>;
  notes?: Change<string>;
}

/**
 * What saving `next` where `saved` is stored writes: only what differs (datetimes as instants),
 * except that a meeting not public yet has its meeting and agenda written, which publishes them.
 */
export function planMeetingSave(saved: StoredMeeting, next: MeetingEdit): MeetingSavePlan {
  const { id: _id, ...settings } = saved.meeting;
  const plan: MeetingSavePlan = {};
  if (!saved.isPublic || !isSameDocument(MEETINGS, settings, next.meeting)) {
    plan.meeting = { next: next.meeting, previous: settings };
  }
  // An agenda is made by "Create one now", never by a save: a save only changes one that exists.
  if (
    saved.agenda !== null &&
    next.agenda !== null &&
    (!saved.isPublic || !isSameDocument(AGENDAS, saved.agenda, next.agenda))
  ) {
    plan.agenda = { next: next.agenda, previous: saved.agenda };
  }
  if (saved.notes !== next.notes) plan.notes = { next: next.notes, previous: saved.notes };
  return plan;
}

/** The plan's writes through the SDK, one request each, for saveTogether. */
export function meetingSaveWrites(
  databases: Databases,
  id: string,
  plan: MeetingSavePlan,
): PartWrite<StoredMeeting>[] {
  const writes = [
    plan.meeting &&
      partWrite("meeting", plan.meeting, (value) => saveMeeting(databases, id, value)),
    plan.agenda && partWrite("agenda", plan.agenda, (value) => saveAgenda(databases, id, value)),
    // Notes cleared are no document at all, as before any were written.
    plan.notes &&
      partWrite("notes", plan.notes, (value) =>
        value === "" ? deleteMeetingNotes(databases, id) : saveMeetingNotes(databases, id, value),
      ),
  ];
  return writes.filter((write) => write !== undefined);
}

const PART_NAMES: Record<keyof MeetingSavePlan, MessageId> = {
  meeting: "admin.meeting.part.settings",
  agenda: "admin.meeting.part.agenda",
  notes: "admin.meeting.part.notes",
};

/** The write of one document of the plan: `store` writes a value and answers it as stored. */
function partWrite<Part extends keyof MeetingSavePlan, T>(
  part: Part,
  change: Change<T>,
  store: (value: T) => Promise<StoredMeeting[Part]>,
): PartWrite<StoredMeeting> {
  const toStored =
    (answer: StoredMeeting[Part]) =>
    (stored: StoredMeeting): StoredMeeting => ({ ...stored, [part]: answer });
  return {
    name: adminWords().t(PART_NAMES[part]),
    write: async () => toStored(await store(change.next)),
    undo: async () => toStored(await store(change.previous)),
  };
}
