import type { Route } from "./+types/calendar-feed";
import { loadCalendarEntries } from "../lib/calendar/calendar-reads.server.ts";
import { answerCalendar } from "../lib/calendar/calendar-response.server.ts";

/** /calendar.ics: every meeting and event from thirty days ago on, to subscribe to. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answerCalendar({
    request,
    context,
    read: (databases) => loadCalendarEntries(databases, new Date(), context.publicUrl),
  });
}
