import type { Databases } from "appwrite";
import { DATABASE_ID, findDocument, noDocumentPermissions } from "./database.ts";
import { attributesObject } from "./document-shape.ts";
import { MEETING_NOTES } from "./ids.ts";

// club_meeting_notes: the organisers' own notes on a meeting (same id as the meeting), such as a
// room given only on request. Only organisers may read or write them, so they never reach a
// public page, a feed or a visitor's realtime connection (decision 0048).

export { MEETING_NOTES };

/** The organiser notes of meeting `id` (listDocuments by $id); "" when there are none. */
export async function getMeetingNotes(databases: Databases, id: string): Promise<string> {
  const found = await findDocument(databases, MEETING_NOTES, id);
  return found === null ? "" : notesOf(found);
}

const meetingNotesSchema = attributesObject(MEETING_NOTES);

function notesOf(document: unknown): string {
  return meetingNotesSchema.parse(document).notes;
}

/** Stores the organiser notes of meeting `id` (upsertDocument); answers them as stored. */
export async function saveMeetingNotes(
  databases: Databases,
  id: string,
  notes: string,
): Promise<string> {
  const saved = await databases.upsertDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETING_NOTES,
    documentId: id,
    data: { notes },
    permissions: noDocumentPermissions(),
  });
  return notesOf(saved);
}

/** Deletes the organiser notes of meeting `id` (deleteDocument), which then read as "". */
export async function deleteMeetingNotes(databases: Databases, id: string): Promise<string> {
  await databases.deleteDocument({
    databaseId: DATABASE_ID,
    collectionId: MEETING_NOTES,
    documentId: id,
  });
  return "";
}
