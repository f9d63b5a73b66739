import type { Databases } from "appwrite";
import { z } from "zod";
import { DATABASE_ID, getDocumentOrNull, noDocumentPermissions, optionalText } from "./database.ts";
import { isDocumentNotFound } from "../error-words.ts";

// club_agendas: one document per meeting, with the meeting's id, holding the agenda page's texts.

export const AGENDAS = "club_agendas";

/** The seven texts of an agenda page, in the order the page shows them. */
export const agendaSchema = z.object({
  agenda_preview: optionalText,
  question_1: optionalText,
  question_2: optionalText,
  question_3: optionalText,
  quote_text: optionalText,
  quote_author: optionalText,
  everything_else: optionalText,
});

/** A club_agendas document (same id as its meeting): the seven texts of the agenda page. */
export type Agenda = z.infer<typeof agendaSchema>;

/** The agenda's attribute names, in the order the agenda shows them. */
export const AGENDA_FIELD_KEYS = agendaSchema.keyof().options;

/** What a new agenda holds: every field empty, since Appwrite rejects an empty data object. */
export function emptyAgenda(): Agenda {
  return agendaSchema.parse({});
}

/** The agenda of meeting `id` (getDocument on club_agendas); null when it has none. */
export async function getAgenda(databases: Databases, id: string): Promise<Agenda | null> {
  const found = await getDocumentOrNull(databases, AGENDAS, id);
  return found === null ? null : agendaSchema.parse(found);
}

/**
 * Creates the agenda of meeting `id` (createDocument on club_agendas): the given texts, the
 * others empty.
 */
export async function createAgenda(
  databases: Databases,
  id: string,
  texts: Partial<Agenda> = {},
): Promise<Agenda> {
  const agenda = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
    data: { ...emptyAgenda(), ...texts },
    permissions: noDocumentPermissions(),
  });
  return agendaSchema.parse(agenda);
}

/** Saves the agenda of meeting `id` (updateDocument on club_agendas). */
export async function saveAgenda(databases: Databases, id: string, agenda: Agenda): Promise<void> {
  await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
    data: { ...agenda },
    permissions: noDocumentPermissions(),
  });
}

/**
 * Deletes the agenda of meeting `id` (deleteDocument on club_agendas). Returns the failure, if
 * any, for the console: an agenda left behind is unreachable and harmless; none at all is fine.
 */
export async function deleteAgenda(databases: Databases, id: string): Promise<unknown> {
  try {
    await databases.deleteDocument({
      databaseId: DATABASE_ID,
      collectionId: AGENDAS,
      documentId: id,
    });
    return null;
  } catch (error) {
    return isDocumentNotFound(error) ? null : error;
  }
}
