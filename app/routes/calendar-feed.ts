import { translatorFor } from "../../i18n/catalogues.ts";
import { localeOfRequest } from "../../i18n/locale-paths.ts";
import { wordsOf } from "../lib/words.tsx";
import type { Route } from "./+types/calendar-feed";
import { loadCalendarEntries } from "../lib/calendar/calendar-reads.server.ts";
import { answerCalendar } from "../lib/calendar/calendar-response.server.ts";
import { calendarWindowMovesAt } from "../lib/collections/windows.ts";

/**
 * /calendar.ics (and /es/calendar.ics): every meeting and event from thirty days ago on, to
 * subscribe to, in the address's language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const now = context.now();
  const words = wordsOf(translatorFor(localeOfRequest(request)));
  context.pageFreshness?.changesAt(calendarWindowMovesAt(now));
  return answerCalendar({
    request,
    context,
    words,
    read: (databases) => loadCalendarEntries(databases, now, context.publicUrl, words),
  });
}
