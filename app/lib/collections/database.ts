import { Permission, Query, Role, type Databases, type Models } from "appwrite";
import { z } from "zod";
import { isDocumentNotFound } from "../error-words.ts";
import { DATABASE_ID } from "./ids.ts";

// What the collection modules beside this one share. Each of them is the one place that
// says how the site reads and writes its collection of appwrite.json.

export { DATABASE_ID };

/** When a document was created and last changed: every Appwrite document carries both. */
export const revisionSchema = z
  .object({ $createdAt: z.string(), $updatedAt: z.string() })
  .transform(({ $createdAt, $updatedAt }) => ({ createdAt: $createdAt, updatedAt: $updatedAt }));

/** A document's creation and last change, as ISO instants. */
export type Revision = z.infer<typeof revisionSchema>;

/**
 * The permissions of every document the site writes: none of its own. The collections'
 * permissions in appwrite.json already let organisers (label:admin) write and everyone read.
 * Left out, Appwrite gives a new document read/update/delete("user:<organiser id>"), and every
 * visitor reading its public $permissions would learn which account runs the club. Updates send
 * it too, so a document an older version wrote loses those roles when it is next saved.
 */
export function noDocumentPermissions(): string[] {
  return [];
}

/** Whether a new meeting, agenda or event goes public now or waits for its first save. */
export type Visibility = "public" | "draft";

/** The permission that makes a meeting, agenda or event public. */
export const PUBLIC_READ = Permission.read(Role.any());
/** The permission a meeting, agenda or event never saved carries instead. */
export const DRAFT_READ = Permission.read(Role.label("admin"));

/**
 * The permissions of a meeting, its agenda or an event (decision 0134): their collections have
 * document security and let only organisers read, so a document is public by its own
 * `read("any")`, given by its first save. One not saved yet names the organisers' label instead:
 * nothing more than the collection already allows, but it tells a draft apart from a document
 * an older version stored with no permissions, which the start makes public
 * (server/publish-older-meetings.ts).
 */
export function permissionsFor(visibility: Visibility): string[] {
  return [visibility === "public" ? PUBLIC_READ : DRAFT_READ];
}

/** Whether everyone may read `document`: it was saved (permissionsFor). */
export function isPublicDocument(document: Pick<Models.Document, "$permissions">): boolean {
  return document.$permissions.includes(PUBLIC_READ);
}

/**
 * Appwrite's rule for the ids it gives and takes (its Key validator): at most 36 characters of
 * a-z, A-Z, 0-9, period, hyphen and underscore, not starting with a special character.
 */
const DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/**
 * Document `documentId` of `collectionId` (getDocument), or null when there is none: an unknown
 * address is an answer, not a failure. Other errors are thrown.
 */
export async function getDocumentOrNull(
  databases: Databases,
  collectionId: string,
  documentId: string,
) {
  // An id from a URL that Appwrite could never have given names no document. Asking anyway would
  // be a 400 (or, with "/" or "?" in it, since the SDK puts the id into its URL unencoded, a
  // request to another path), which the pages would show as a server fault.
  if (!DOCUMENT_ID.test(documentId)) return null;
  try {
    return await databases.getDocument({ databaseId: DATABASE_ID, collectionId, documentId });
  } catch (error) {
    if (isDocumentNotFound(error)) return null;
    throw error;
  }
}

/**
 * Document `documentId` of `collectionId`, or null (listDocuments by $id). For the browser: a
 * missing document is an empty list here, where getDocument's 404 would be logged by the browser
 * as a console error every time a page checks on something deleted.
 */
export async function findDocument(databases: Databases, collectionId: string, documentId: string) {
  const list = await databases.listDocuments({
    databaseId: DATABASE_ID,
    collectionId,
    queries: [Query.equal("$id", documentId), Query.limit(1)],
  });
  return list.documents[0] ?? null;
}

/**
 * Deletes document `documentId` of `collectionId` if there is one (deleteDocument). Looked up
 * first, so a missing one is no 404 in the browser's console. Returns the failure, if any.
 */
export async function deleteDocumentIfAny(
  databases: Databases,
  collectionId: string,
  documentId: string,
): Promise<unknown> {
  try {
    if ((await findDocument(databases, collectionId, documentId)) === null) return null;
    await databases.deleteDocument({ databaseId: DATABASE_ID, collectionId, documentId });
    return null;
  } catch (error) {
    return error;
  }
}
