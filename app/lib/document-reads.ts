import type { Databases } from "appwrite";
import { DATABASE_ID } from "./club-documents.ts";
import { isDocumentNotFound } from "./error-words.ts";

/**
 * Document `documentId` of `collectionId` (getDocument), or null when there is none: an unknown
 * address is an answer, not a failure. Other errors are thrown.
 */
export async function getDocumentOrNull(
  databases: Databases,
  collectionId: string,
  documentId: string,
) {
  try {
    return await databases.getDocument({ databaseId: DATABASE_ID, collectionId, documentId });
  } catch (error) {
    if (isDocumentNotFound(error)) return null;
    throw error;
  }
}
