// The one place that decides where a meeting shows itself to the public: agenda pages, meeting
// cards, calendar files and structured data all ask here, so a rule such as "location on request"
// changes one function.

/** Where a meeting takes place, as public pages and feeds may show it; null when none is given. */
export function publicLocation(meeting: { location: string }): string | null {
  return meeting.location.trim() || null;
}
