import type { Meeting } from "./collections/meetings.ts";

/** What public pages, feeds and previews say instead of a room given only on request. */
export const LOCATION_ON_REQUEST = "Ask a club leader where we meet";

/**
 * Where a meeting takes place, as visitors may read it: the room, the request to ask a club leader
 * (GSA Network's safety advice for clubs that keep their room private), or null when unknown.
 */
export function meetingPlace(
  meeting: Pick<Meeting, "location" | "locationOnRequest">,
): string | null {
  if (meeting.locationOnRequest) return LOCATION_ON_REQUEST;
  return meeting.location.trim() === "" ? null : meeting.location;
}
