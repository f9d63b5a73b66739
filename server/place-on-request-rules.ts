import type { DocumentRule } from "./document-rules.ts";
import { EVENTS, MEETINGS } from "../app/lib/collections/ids.ts";

/**
 * A meeting or an event whose place is given on request keeps no place in its public document,
 * which any guest reads through the API, the agenda's data and realtime (decisions 0048, 0127):
 * the organisers keep it in their notes. The admin screens never send one; this is what a
 * request from anywhere else meets. Appwrite's messages are English, so this one is too.
 */
export const placeOnRequestProblem: DocumentRule = (collectionId, data) => {
  if (collectionId !== MEETINGS && collectionId !== EVENTS) return null;
  const place = data["location"];
  if (data["location_on_request"] !== true || typeof place !== "string" || place.trim() === "") {
    return null;
  }
  return 'Attribute "location" must be empty while "location_on_request" is true: a place given on request is kept in the organisers\' notes.';
};
