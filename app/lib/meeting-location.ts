import type { Meeting } from "./collections/meetings.ts";

// The one place that decides where a meeting or a club event shows itself to the public: agenda
// and event pages, cards, present mode, calendar files and structured data all ask here, so a
// rule such as "location on request" changes one function. Events hold the same two attributes.

/** What public pages, feeds and previews say instead of a room given only on request. */
export const LOCATION_ON_REQUEST = "Ask a club leader where we meet";

/**
 * Where a meeting (or event) takes place, as public pages and feeds may show it: the room, the request to
 * ask a club leader (GSA Network's safety advice for clubs that keep their room private, decision
 * 0048), or null when none is given.
 */
export function publicLocation(
  meeting: Pick<Meeting, "location" | "location_on_request">,
): string | null {
  if (meeting.location_on_request) return LOCATION_ON_REQUEST;
  return meeting.location.trim() || null;
}
