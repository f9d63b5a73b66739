// Kept apart from collections/meetings.ts so the public pages' browser code does not pull in its schemas.

/** What a meeting is called on public pages when the organisers left the title empty. */
export function meetingTitle(meeting: { title: string }): string {
  return meeting.title.trim() || "Club Meeting";
}

/** What a club event is called on public pages when the organisers left the title empty. */
export function eventTitle(event: { title: string }): string {
  return event.title.trim() || "Club Event";
}
