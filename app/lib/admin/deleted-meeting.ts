import type { Databases } from "appwrite";
import { getMeetingNotes, saveMeetingNotes } from "../collections/meeting-notes.ts";
import {
  createMeeting,
  deleteMeeting,
  getMeetingWithAgenda,
  type MeetingWithAgenda,
} from "../collections/meetings.ts";

// A meeting deleted on Manage Meeting can be put back from the Admin Panel for a few seconds:
// the delete happens at once (a closed tab never leaves it half done), and the meeting, its
// agenda and its organiser notes are kept in this tab until then, to be stored again under the
// same id, so its address and links work again. The presenter state is not kept: a restored
// meeting starts present mode from its title screen.

/** How long "Undo" is offered after a delete. */
export const UNDO_SECONDS = 10;

/** The meeting last deleted in this tab, and when. */
export interface DeletedMeeting extends MeetingWithAgenda {
  notes: string;
  deletedAt: number;
}

let lastDeleted: DeletedMeeting | null = null;

/**
 * Deletes meeting `id` with its agenda, notes and presenter state (deleteMeeting), keeping what
 * it held so undoDelete can store it again. A failure to delete the agenda and the rest is logged.
 */
export async function deleteMeetingUndoably(databases: Databases, id: string): Promise<void> {
  const [found, notes] = await Promise.all([
    getMeetingWithAgenda(databases, id),
    getMeetingNotes(databases, id),
  ]);
  const leftBehind = await deleteMeeting(databases, id);
  if (leftBehind !== null) console.error("Error deleting agenda:", leftBehind);
  if (found !== null) lastDeleted = { ...found, notes, deletedAt: Date.now() };
}

/** The meeting deleted in this tab less than UNDO_SECONDS ago, or null. */
export function recentlyDeleted(now: number): DeletedMeeting | null {
  return lastDeleted !== null && now - lastDeleted.deletedAt < UNDO_SECONDS * 1000
    ? lastDeleted
    : null;
}

/**
 * Stores the meeting deleted last (createDocument on club_meetings, club_agendas and
 * club_meeting_notes, under its own id) and forgets it; returns its title, or null when there
 * was none to put back.
 */
export async function undoDelete(databases: Databases): Promise<string | null> {
  const deleted = lastDeleted;
  if (deleted === null) return null;
  const { id, ...attributes } = deleted.meeting;
  const created = await createMeeting(databases, attributes, deleted.agenda, {
    id,
    visibility: deleted.isPublic ? "public" : "draft",
  });
  lastDeleted = null;
  if (created.agendaError !== null) console.error("Error restoring agenda:", created.agendaError);
  if (deleted.notes !== "") await saveMeetingNotes(databases, id, deleted.notes);
  return deleted.meeting.title;
}
