import type { Databases } from "appwrite";
import type { z } from "zod";
import { DATABASE_ID, findDocument, getDocumentOrNull, noDocumentPermissions } from "./database.ts";
import { attributesObject } from "./document-shape.ts";
import { ROOM_SCREENS } from "./ids.ts";

// club_room_screens: the poll the Ask page offers (same id as the meeting): its question, options
// and whether it is open. Everyone may read it; only organisers write it (decision 0098). The
// questions shown and the totals are the projector's alone, in the presenter state (0132).

export { ROOM_SCREENS };

export const roomScreenSchema = attributesObject(ROOM_SCREENS);

/** The room's screen of one meeting. */
export type RoomScreen = z.output<typeof roomScreenSchema>;

export const EMPTY_ROOM_SCREEN: RoomScreen = {
  poll_id: "",
  poll_question: "",
  poll_options: [],
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
