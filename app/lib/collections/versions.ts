import { ID, Query, type Databases } from "appwrite";
import { z } from "zod";
import { DATABASE_ID, findDocument, noDocumentPermissions } from "./database.ts";
import { VERSIONS } from "./ids.ts";

// club_versions: every saved version of the club's settings and pages, with who saved it and
// when, so nothing an organiser wrote is ever lost and any version can be restored. Organisers
// alone read them (appwrite.json). Saving compares what the organiser started from with what is
// stored now, so two organisers editing at once are told (decision 0110).

export { VERSIONS };

/** How many versions of one document the history screen lists, newest first. */
const HISTORY_LIMIT = 100;

/** A version's data: the document's attributes as saved. */
export type VersionData = Record<string, unknown>;

const versionSchema = z
  .object({
    $id: z.string(),
    $createdAt: z.string(),
    data: z.string(),
    author: z.string().nullish(),
  })
  .transform(({ $id, $createdAt, data, author }) => ({
    id: $id,
    savedAt: $createdAt,
    data: z.record(z.string(), z.unknown()).parse(JSON.parse(data)),
    author: author ?? "",
  }));

/** One saved version: its data, who saved it and when. */
export type SavedVersion = z.output<typeof versionSchema>;

/** The document a version belongs to. */
export interface VersionedRef {
  collectionId: string;
  documentId: string;
}

/** Keeps `data` as a new version of `ref`, saved by `author` (createDocument on club_versions). */
export async function recordVersion(
  databases: Databases,
  ref: VersionedRef,
  data: VersionData,
  author: string,
): Promise<void> {
  await databases.createDocument({
    databaseId: DATABASE_ID,
    collectionId: VERSIONS,
    documentId: ID.unique(),
    data: {
      collection_id: ref.collectionId,
      document_id: ref.documentId,
      data: JSON.stringify(data),
      author,
    },
    permissions: noDocumentPermissions(),
  });
}

/** The saved versions of `ref`, newest first (listDocuments on club_versions). */
export async function listVersions(
  databases: Databases,
  ref: VersionedRef,
  limit = HISTORY_LIMIT,
): Promise<SavedVersion[]> {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId: VERSIONS,
    queries: [
      Query.equal("collection_id", ref.collectionId),
      Query.equal("document_id", ref.documentId),
      Query.orderDesc("$sequence"),
      Query.limit(limit),
    ],
  });
  return list.documents.map((document) => versionSchema.parse(document));
}

/** What a save did: stored, or refused because someone else saved since the draft was read. */
export type VersionedSave =
  | {
      kind: "saved";
      /** What the save replaced (null: nothing was stored), for what it leaves unused. */
      replaced: VersionData | null;
    }
  | {
      kind: "conflict";
      /** What is stored now, someone else's save. */
      theirs: VersionData;
      /** When and by whom it was saved ("" when no version names them). */
      savedAt: string;
      author: string;
      /** $updatedAt to send to save over it anyway. */
      updatedAt: string;
    };

/**
 * Saves `data` as document `ref` (upsertDocument), and keeps it as a version. `startedFrom` is
 * the $updatedAt the organiser's draft was read at (null: there was no document): when the
 * document changed since, nothing is saved and the other version is returned. Appwrite has no
 * conditional write, so a save landing between this check and the write still wins; both are in
 * the history (decision 0110).
 */
export async function saveVersioned(
  databases: Databases,
  ref: VersionedRef,
  data: VersionData,
  startedFrom: string | null,
  author: string,
): Promise<VersionedSave> {
  const current = await findDocument(databases, ref.collectionId, ref.documentId);
  const currentUpdatedAt = current?.$updatedAt ?? null;
  if (current !== null && currentUpdatedAt !== startedFrom) {
    const theirs = attributesOf(current);
    const [last] = await listVersions(databases, ref, 1);
    // The newest version names who saved what is stored, when it holds what is stored (a save
    // outside these screens, through the API, keeps no version).
    const isTheirs = last !== undefined && JSON.stringify(last.data) === JSON.stringify(theirs);
    return {
      kind: "conflict",
      theirs,
      savedAt: current.$updatedAt,
      author: isTheirs ? last.author : "",
      updatedAt: current.$updatedAt,
    };
  }
  await databases.upsertDocument({
    databaseId: DATABASE_ID,
    collectionId: ref.collectionId,
    documentId: ref.documentId,
    data: { ...data },
    permissions: noDocumentPermissions(),
  });
  await recordVersion(databases, ref, data, author);
  return { kind: "saved", replaced: current && attributesOf(current) };
}

/** A document's attributes, without Appwrite's $ fields. */
function attributesOf(document: Record<string, unknown>): VersionData {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !key.startsWith("$")));
}
