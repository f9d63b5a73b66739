import type { MessageId, Translator } from "../../../i18n/translate.ts";
import { AppwriteException, type Databases } from "appwrite";
import { z } from "zod";
import { agendaSchema, saveAgenda, type Agenda } from "../collections/agendas.ts";
import { isSameDocument } from "../collections/document-shape.ts";
import { AGENDAS, MEETING_NOTES, MEETINGS } from "../collections/ids.ts";
import { deleteMeetingNotes, saveMeetingNotes } from "../collections/meeting-notes.ts";
import {
  meetingSettingsSchema,
  saveMeeting,
  type MeetingSettings,
} from "../collections/meetings.ts";
import { errorWords } from "../error-words.ts";
import { DATABASE_ID, noDocumentPermissions, permissionsFor } from "../collections/database.ts";

// What a Manage Meeting save writes: only the documents whose values changed, in one transaction
// when there are several (decision 0154; before, side by side with hand-written undo, 0082).

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

/** What a save left stored, and what the screen says about it. */
export interface SaveOutcome {
  /** What is stored now. */
  stored: StoredMeeting;
  /** Why nothing was saved, in words for people; null when saved. */
  problem: string | null;
  /** The HTTP status of the answer: Appwrite's for a refusal, 503 when it failed, else 200. */
  status: number;
}

/**
 * Writes the plan (decision 0154): one document alone is one request, whose answer is what is
 * stored; several are one Appwrite transaction (createTransaction, createOperations with every
 * write, updateTransaction to commit), so they are stored together or not at all, and what is
 * stored is what was sent. Nothing is read back either way.
 */
export async function saveMeetingPlan(
  { databases, words }: { databases: Databases; words: Translator },
  id: string,
  saved: StoredMeeting,
  plan: MeetingSavePlan,
): Promise<SaveOutcome> {
  const parts = (Object.keys(plan) as (keyof MeetingSavePlan)[]).filter((part) => plan[part]);
  let transactionId: string | null = null;
  try {
    if (parts.length === 1) {
      return { stored: await writeAlone(databases, id, saved, plan), problem: null, status: 200 };
    }
    if (parts.length > 1) {
      transactionId = (await databases.createTransaction()).$id;
      await databases.createOperations({
        transactionId,
        operations: meetingSaveOperations(id, plan),
      });
      const staged = transactionId;
      // A commit that fails has failed the transaction: there is nothing left to let go.
      transactionId = null;
      await databases.updateTransaction({ transactionId: staged, commit: true });
    }
    return { stored: storedAfter(saved, plan), problem: null, status: 200 };
  } catch (error) {
    // Appwrite unreachable: the site's "cannot be reached" page (app/lib/appwrite.server.ts).
    if (error instanceof Response) throw error;
    console.error("Failed to save.", error);
    // A transaction one of whose operations was refused is let go now rather than left to expire.
    if (transactionId !== null) {
      await databases
        .updateTransaction({ transactionId, rollback: true })
        .catch((rollbackError: unknown) => console.warn("Could not roll back:", rollbackError));
    }
    const isRefusal = error instanceof AppwriteException && error.code >= 400 && error.code < 500;
    return {
      stored: saved,
      problem: problemWords(words, parts, error),
      status: isRefusal ? error.code : 503,
    };
  }
}

/** The one changed document, written as itself; its answer is what is stored. */
async function writeAlone(
  databases: Databases,
  id: string,
  saved: StoredMeeting,
  { meeting, agenda, notes }: MeetingSavePlan,
): Promise<StoredMeeting> {
  if (meeting) return { ...saved, meeting: await saveMeeting(databases, id, meeting.next) };
  if (agenda) return { ...saved, agenda: await saveAgenda(databases, id, agenda.next) };
  if (notes) {
    // Notes cleared are no document at all, as before any were written.
    const next =
      notes.next === ""
        ? await deleteMeetingNotes(databases, id)
        : await saveMeetingNotes(databases, id, notes.next);
    return { ...saved, notes: next };
  }
  return saved;
}

/** The plan as the operations of one transaction, each as its lone write would make it. */
export function meetingSaveOperations(id: string, plan: MeetingSavePlan): TransactionOperation[] {
  const at = (collectionId: string) => ({ databaseId: DATABASE_ID, collectionId, documentId: id });
  const operations: TransactionOperation[] = [];
  if (plan.meeting) {
    const data = { ...plan.meeting.next, $permissions: permissionsFor("public") };
    operations.push({ action: "update", ...at(MEETINGS), data });
  }
  if (plan.agenda) {
    const data = { ...plan.agenda.next, $permissions: permissionsFor("public") };
    operations.push({ action: "update", ...at(AGENDAS), data });
  }
  if (plan.notes) {
    operations.push(
      plan.notes.next === ""
        ? { action: "delete", ...at(MEETING_NOTES) }
        : {
            action: "upsert",
            ...at(MEETING_NOTES),
            data: { notes: plan.notes.next, $permissions: noDocumentPermissions() },
          },
    );
  }
  return operations;
}

/** One operation of createOperations, as Appwrite's transactions take it. */
export interface TransactionOperation {
  action: "update" | "upsert" | "delete";
  databaseId: string;
  collectionId: string;
  documentId: string;
  data?: Record<string, unknown>;
}

function storedAfter(saved: StoredMeeting, { meeting, agenda, notes }: MeetingSavePlan) {
  return {
    ...saved,
    meeting: meeting ? { ...saved.meeting, ...meeting.next } : saved.meeting,
    agenda: agenda ? agenda.next : saved.agenda,
    notes: notes ? notes.next : saved.notes,
  };
}

const PART_NAMES: Record<keyof MeetingSavePlan, MessageId> = {
  meeting: "admin.meeting.part.settings",
  agenda: "admin.meeting.part.agenda",
  notes: "admin.meeting.part.notes",
};

function problemWords(
  words: Translator,
  parts: readonly (keyof MeetingSavePlan)[],
  error: unknown,
): string {
  // "the agenda", "the meeting and the agenda": the language's own way of listing.
  const list = new Intl.ListFormat(words.intlTag, { type: "conjunction" });
  const failed = list.format(parts.map((part) => words.t(PART_NAMES[part])));
  const problem = words.t("admin.save.nothingChanged", { failed, count: parts.length });
  return `${problem.charAt(0).toUpperCase()}${problem.slice(1)} ${errorWords(words, error)}`;
}
