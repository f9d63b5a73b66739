// Kept apart from collections/meetings.ts so the public pages' browser code does not pull in its schemas.

import type { Translator } from "../../i18n/translate.ts";

/** What a meeting is called on public pages when the organisers left the title empty. */
export function meetingTitle(meeting: { title: string }, words: Pick<Translator, "t">): string {
  return meeting.title.trim() || words.t("meeting.untitled");
}

/** What a club event is called on public pages when the organisers left the title empty. */
export function eventTitle(event: { title: string }, words: Pick<Translator, "t">): string {
  return event.title.trim() || words.t("event.untitled");
}
