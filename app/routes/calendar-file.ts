import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { wordsOf } from "../lib/words.tsx";
import type { Route } from "./+types/calendar-file";
import { loadOneEntry } from "../lib/calendar/calendar-reads.server.ts";
import { answerCalendar } from "../lib/calendar/calendar-response.server.ts";

/** /calendar/{meeting or event id}.ics: one meeting or club event as a file to add to a calendar. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = /^(.+)\.ics$/.exec(params.file)?.[1];
  const words = wordsOf(translatorFor(localeOfRequest(request)));
  return answerCalendar({
    request,
    context,
    words,
    read: async (databases) => {
      const entry =
        id === undefined ? null : await loadOneEntry(databases, id, context.publicUrl, words);
      return entry && [entry];
    },
    // Used only once the meeting or event is found, so `id` is then one of Appwrite's plain ids.
    ...(id === undefined ? {} : { fileName: `${id}.ics` }),
  });
}
