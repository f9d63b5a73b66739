import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { wordsOf } from "../lib/words.tsx";
import type { Route } from "./+types/calendar-meeting";
import { loadMeetingEntry } from "../lib/calendar/calendar-reads.server.ts";
import { answerCalendar } from "../lib/calendar/calendar-response.server.ts";

/** /calendar/{meeting id}.ics: one meeting as a file to add to a calendar. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = /^(.+)\.ics$/.exec(params.file)?.[1];
  const words = wordsOf(translatorFor(localeOfRequest(request)));
  return answerCalendar({
    request,
    context,
    words,
    read: async (databases) => {
      const entry =
        id === undefined ? null : await loadMeetingEntry(databases, id, context.publicUrl, words);
      return entry && [entry];
    },
    // Used only once the meeting is found, so `id` is then one of Appwrite's plain ids.
    ...(id === undefined ? {} : { fileName: `${id}.ics` }),
  });
}
