import type { Databases } from "appwrite";
import { DATABASE_ID } from "./club-documents.ts";
import { isDocumentNotFound } from "./error-words.ts";

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
