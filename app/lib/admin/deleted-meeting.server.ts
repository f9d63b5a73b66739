import { AppwriteException, type Databases } from "appwrite";
import { data, type AppLoadContext } from "react-router";
import type { DeletedMeetingName, UndoResult } from "../../components/admin/deleted-notice.tsx";
import { errorWords } from "../error-words.ts";
import { getMeetingNotes, saveMeetingNotes } from "../collections/meeting-notes.ts";
import {
  createMeeting,
  deleteMeeting,
  getMeetingWithAgenda,
  type MeetingWithAgenda,
} from "../collections/meetings.ts";
import { FORM_TOKEN_FIELD } from "./form-fields.ts";
import { adminRequestOf } from "./organiser-request.server.ts";
import { fieldOf, type Organiser } from "./organiser-screen.server.ts";
import { UNDO_SECONDS } from "./undo-seconds.ts";

// A meeting deleted on Manage Meeting can be put back from the Admin Panel for a few seconds:
// the delete happens at once (a closed tab never leaves it half done), and the meeting, its
// agenda and its organiser notes are kept on the site's server until then, for the session that
// deleted it (keyed by its form token, which stands for the session and nothing else), to be
// stored again under the same id, so its address and links work again. The presenter state is
// not kept: a restored meeting starts present mode from its title screen.

/** The meeting a session deleted last, and when (ms since the epoch, on the server's clock). */
export interface DeletedMeeting extends MeetingWithAgenda {
  notes: string;
  deletedAt: number;
}

const lastDeleted = new Map<string, DeletedMeeting>();

function isUndoable(deleted: DeletedMeeting, now: Date): boolean {
  return now.getTime() - deleted.deletedAt < UNDO_SECONDS * 1000;
}

/**
 * Deletes meeting `id` with its agenda, notes and presenter state (deleteMeeting), keeping what
 * it held for `session` so undoDeletedMeeting can store it again. A failure to delete the agenda
 * and the rest is logged.
 */
export async function deleteMeetingUndoably(
  databases: Databases,
  id: string,
  session: string,
  now: Date,
): Promise<void> {
  const [found, notes] = await Promise.all([
    getMeetingWithAgenda(databases, id),
    getMeetingNotes(databases, id),
  ]);
  const leftBehind = await deleteMeeting(databases, id);
  if (leftBehind !== null) console.error("Error deleting agenda:", leftBehind);
  // Nothing is kept past its seconds: each delete lets go of every session's expired one.
  for (const [key, deleted] of lastDeleted) {
    if (!isUndoable(deleted, now)) lastDeleted.delete(key);
  }
  if (found !== null) lastDeleted.set(session, { ...found, notes, deletedAt: now.getTime() });
}

/** The meeting `session` deleted less than UNDO_SECONDS before `now`, or null. */
export function recentlyDeleted(session: string | null, now: Date): DeletedMeeting | null {
  const deleted = session === null ? undefined : lastDeleted.get(session);
  return deleted !== undefined && isUndoable(deleted, now) ? deleted : null;
}

/**
 * Stores the meeting `session` deleted last, less than UNDO_SECONDS before `now`
 * (createDocument on club_meetings, club_agendas and club_meeting_notes, under its own id), and
 * forgets it; returns what was put back, or null when there was none (any more).
 */
export async function undoDeletedMeeting(
  databases: Databases,
  session: string,
  now: Date,
): Promise<DeletedMeeting | null> {
  const deleted = recentlyDeleted(session, now);
  if (deleted === null) return null;
  const { id, ...attributes } = deleted.meeting;
  const created = await createMeeting(databases, attributes, deleted.agenda, {
    id,
    visibility: deleted.isPublic ? "public" : "draft",
  });
  lastDeleted.delete(session);
  if (created.agendaError !== null) console.error("Error restoring agenda:", created.agendaError);
  if (deleted.notes !== "") await saveMeetingNotes(databases, id, deleted.notes);
  return deleted;
}

/**
 * For the Admin Panel's loader: the meeting the asking session deleted, named, while "Undo" is
 * offered; null when there is none.
 */
export async function deletedMeetingOf({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<DeletedMeetingName | null> {
  const asked = await adminRequestOf(context, request);
  const deleted = recentlyDeleted(asked.form?.token ?? null, context.now());
  return deleted === null ? null : { title: deleted.meeting.title, start: deleted.meeting.start };
}

/**
 * The Admin Panel's "Undo" (intent undo-delete), posted with the session's form token, which
 * organiserAction has checked: puts the meeting back and names it, or says why not (409 once its
 * seconds are over, Appwrite's status for a refusal, 503 when Appwrite failed).
 */
export async function undoDeleteAction(form: FormData, organiser: Organiser, now: Date) {
  const intent = "undo-delete" as const;
  const failed = (error: string, status: number) => data<UndoResult>({ intent, error }, { status });
  try {
    const restored = await undoDeletedMeeting(
      organiser.appwrite.databases,
      fieldOf(form, FORM_TOKEN_FIELD) ?? "",
      now,
    );
    if (restored === null) return failed(organiser.words.t("admin.deleted.tooLate"), 409);
    const { title, start } = restored.meeting;
    return data<UndoResult>({ intent, restored: { title, start }, error: null });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Error restoring meeting:", error);
    const isRefusal = error instanceof AppwriteException && error.code >= 400 && error.code < 500;
    return failed(errorWords(organiser.words, error), isRefusal ? error.code : 503);
  }
}
