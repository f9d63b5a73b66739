import { Query, type Databases } from "appwrite";
import type { z } from "zod";
import {
  DATABASE_ID,
  getDocumentOrNull,
  permissionsFor,
  revisionSchema,
  type Revision,
  type Visibility,
} from "./database.ts";
import { isDocumentNotFound } from "../error-words.ts";
import { attributeOf, attributesObject } from "./document-shape.ts";
import { AGENDAS } from "./ids.ts";

// club_agendas: one document per meeting, with the meeting's id, holding the agenda page's texts
// and the minutes organisers plan for each section (present mode counts them down).

export { AGENDAS };

/** A club_agendas document (same id as its meeting): the agenda page's texts and its timing. */
export const agendaSchema = attributesObject(AGENDAS);

export type Agenda = z.output<typeof agendaSchema>;

type AgendaKey = keyof Agenda;

/** The agenda's attribute names, in appwrite.json's order, which is the order the agenda shows. */
const AGENDA_KEYS = agendaSchema.keyof().options;

/** An agenda text's attribute name: a string attribute. */
type AgendaFieldKey = { [K in AgendaKey]: Agenda[K] extends string ? K : never }[AgendaKey];

/** A section's planned minutes' attribute name: an integer attribute, null when none planned. */
export type PlannedMinutesKey = Exclude<AgendaKey, AgendaFieldKey>;

function isAgendaFieldKey(key: AgendaKey): key is AgendaFieldKey {
  return attributeOf(AGENDAS, key).type === "string";
}

/** The agenda's text attribute names, in the order the agenda shows them. */
export const AGENDA_FIELD_KEYS = AGENDA_KEYS.filter(isAgendaFieldKey);

/** The agenda's planned-minutes attribute names, in the order the agenda shows its sections. */
export const PLANNED_MINUTES_KEYS = AGENDA_KEYS.filter(
  (key): key is PlannedMinutesKey => !isAgendaFieldKey(key),
);

/** The bounds of a section's planned minutes, as appwrite.json gives them (every section alike). */
export const PLANNED_MINUTES = {
  min: attributeOf(AGENDAS, "minutes_guidelines").min,
  max: attributeOf(AGENDAS, "minutes_guidelines").max,
};

/** What a new agenda holds: every text empty, since Appwrite rejects an empty data object. */
export function emptyAgenda(): Agenda {
  return agendaSchema.parse({});
}

/** The agenda of meeting `id` (getDocument on club_agendas); null when it has none. */
export async function getAgenda(databases: Databases, id: string): Promise<Agenda | null> {
  const found = await getDocumentOrNull(databases, AGENDAS, id);
  return found === null ? null : agendaSchema.parse(found);
}

/** An agenda's preview line with when the agenda was last changed, for the calendar feeds. */
export interface AgendaPreview {
  preview: string;
  revision: Revision;
}

// Appwrite takes at most 100 values in one query.
const IDS_PER_QUERY = 100;

/**
 * The previews of the agendas of meetings `ids` (listDocuments on club_agendas, by $id), keyed by
 * meeting id; a meeting without an agenda has no entry.
 */
export async function listAgendaPreviews(
  databases: Databases,
  ids: readonly string[],
): Promise<Map<string, AgendaPreview>> {
  const documents = await listAgendaDocuments(databases, ids);
  return new Map(
    documents.map((document) => [
      document.$id,
      {
        preview: agendaSchema.parse(document).agenda_preview,
        revision: revisionSchema.parse(document),
      },
    ]),
  );
}

/**
 * The agendas of meetings `ids` with when each last changed (listDocuments on club_agendas, by
 * $id), keyed by meeting id; a meeting without an agenda has no entry.
 */
export async function listAgendas(
  databases: Databases,
  ids: readonly string[],
): Promise<Map<string, { agenda: Agenda; revision: Revision }>> {
  const documents = await listAgendaDocuments(databases, ids);
  return new Map(
    documents.map((document) => [
      document.$id,
      { agenda: agendaSchema.parse(document), revision: revisionSchema.parse(document) },
    ]),
  );
}

async function listAgendaDocuments(databases: Databases, ids: readonly string[]) {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) chunks.push(ids.slice(i, i + IDS_PER_QUERY));
  const lists = await Promise.all(
    chunks.map((chunk) =>
      databases.listDocuments({
        databaseId: DATABASE_ID,
        collectionId: AGENDAS,
        queries: [Query.equal("$id", chunk), Query.limit(chunk.length)],
      }),
    ),
  );
  return lists.flatMap((list) => list.documents);
}

/**
 * Creates the agenda of meeting `id` (createDocument on club_agendas): the given texts, the
 * others empty; public or not, as its meeting is (decision 0134).
 */
export async function createAgenda(
  databases: Databases,
  id: string,
  texts: Partial<Agenda> = {},
  visibility: Visibility = "public",
): Promise<Agenda> {
  const agenda = await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
    data: { ...emptyAgenda(), ...texts },
    permissions: permissionsFor(visibility),
  });
  return agendaSchema.parse(agenda);
}

/**
 * Saves the agenda of meeting `id` (updateDocument on club_agendas); answers it as stored. A
 * saved agenda is public, as its meeting is once saved.
 */
export async function saveAgenda(
  databases: Databases,
  id: string,
  agenda: Agenda,
): Promise<Agenda> {
  const saved = await databases.updateDocument({
    databaseId: DATABASE_ID,
    collectionId: AGENDAS,
    documentId: id,
    data: { ...agenda },
    permissions: permissionsFor("public"),
  });
  return agendaSchema.parse(saved);
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
