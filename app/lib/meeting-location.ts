import type { Translator } from "../../i18n/translate.ts";
import type { Meeting } from "./collections/meetings.ts";

// The one place that decides where a meeting or a club event shows itself to the public: agenda
// and event pages, cards, present mode, calendar files and structured data all ask here, so a
// rule such as "location on request" changes one function. Events hold the same two attributes.

/**
 * Where a meeting (or event) takes place, as public pages and feeds may show it: the room, the request to
 * ask a club leader (GSA Network's safety advice for clubs that keep their room private, decision
 * 0048; in the page's language), or null when none is given.
 */
export function publicLocation(
  meeting: Pick<Meeting, "location" | "location_on_request">,
  words: Pick<Translator, "t">,
): string | null {
  if (meeting.location_on_request) return words.t("meeting.locationOnRequest");
  return meeting.location.trim() || null;
}

/**
 * The place a read meeting or event carries: none while it is given on request, whatever the
 * document says (one written to a real Appwrite by other means), so no page, its data or a
 * feed holds it (decision 0127). The organisers keep it in their notes.
 */
export function placeShown(document: { location: string; location_on_request: boolean }): string {
  return document.location_on_request ? "" : document.location;
}
