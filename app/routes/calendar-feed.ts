import type { Route } from "./+types/calendar-feed";
import { loadCalendarEntries } from "../lib/calendar/calendar-reads.server.ts";
import { answerCalendar } from "../lib/calendar/calendar-response.server.ts";
import { calendarWindowMovesAt } from "../lib/collections/windows.ts";

/** /calendar.ics: every meeting and event from thirty days ago on, to subscribe to. */
export function loader({ request, context }: Route.LoaderArgs) {
  const now = context.now();
  context.pageFreshness?.changesAt(calendarWindowMovesAt(now));
  return answerCalendar({
    request,
    context,
    read: (databases) => loadCalendarEntries(databases, now, context.publicUrl),
  });
}
