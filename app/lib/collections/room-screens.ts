import type { Databases } from "appwrite";
import type { z } from "zod";
import { DATABASE_ID, findDocument, getDocumentOrNull, noDocumentPermissions } from "./database.ts";
import { attributesObject } from "./document-shape.ts";
import { ROOM_SCREENS } from "./ids.ts";

// club_room_screens: what the room may see of its questions and polls (same id as the meeting):
// the questions an organiser chose to show and the poll on screen with the totals the organiser
// lets it see. Everyone may read it; only organisers write it, so a visitor never sees the
// queue, a held-back question or totals kept hidden (decision 0098).

export { ROOM_SCREENS };

export const roomScreenSchema = attributesObject(ROOM_SCREENS);

/** The room's screen of one meeting. */
export type RoomScreen = z.output<typeof roomScreenSchema>;

export const EMPTY_ROOM_SCREEN: RoomScreen = {
  questions: [],
  poll_id: "",
  poll_question: "",
  poll_options: [],
  poll_totals: [],
  poll_state: null,
  poll_allows_several: false,
};

/** The room's screen of meeting `id` (getDocument), as a page's loader reads it. */
export async function getRoomScreen(databases: Databases, id: string): Promise<RoomScreen> {
  const found = await getDocumentOrNull(databases, ROOM_SCREENS, id);
  return found === null ? EMPTY_ROOM_SCREEN : roomScreenSchema.parse(found);
}

/** The same, read in the browser (listDocuments by $id: no 404 in the console). */
export async function findRoomScreen(databases: Databases, id: string): Promise<RoomScreen> {
  const found = await findDocument(databases, ROOM_SCREENS, id);
  return found === null ? EMPTY_ROOM_SCREEN : roomScreenSchema.parse(found);
}

/** An organiser changes what the room sees of meeting `id` (upsertDocument). */
export async function saveRoomScreen(
  databases: Databases,
  id: string,
  screen: Partial<RoomScreen>,
): Promise<void> {
  await databases.upsertDocument({
    databaseId: DATABASE_ID,
    collectionId: ROOM_SCREENS,
    documentId: id,
    data: screen,
    permissions: noDocumentPermissions(),
  });
}
