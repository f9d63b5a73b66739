import type { Databases } from "appwrite";
import type { AppLoadContext } from "react-router";
import { serverDatabases } from "../appwrite.server.ts";
import { plainTextResponse, resourceResponse } from "../resource-response.server.ts";
import { parseAlarm } from "./alarm.ts";
import type { CalendarEntry } from "./calendar-entry.ts";
import { renderCalendar } from "./ics.server.ts";
import type { Words } from "../words.tsx";

export interface CalendarRequest {
  request: Request;
  context: AppLoadContext;
  /** The words of the address's language. */
  words: Words;
  /** The entries to send, or null when the address names nothing (404). */
  read: (databases: Databases) => Promise<CalendarEntry[] | null>;
  /** A file name to offer a download under; none for the subscribable feed. */
  fileName?: string;
}

/**
 * The answer to a calendar address: the iCalendar file, 400 for an `alarm` we do not offer, 404
 * for an unknown meeting or event, and 503 (logged) when the data cannot be read.
 */
export async function answerCalendar({
  request,
  context,
  words,
  read,
  fileName,
}: CalendarRequest): Promise<Response> {
  const alarm = parseAlarm(new URL(request.url).searchParams.getAll("alarm"));
  if (!alarm.ok) return plainTextResponse(alarm.message, 400);
  let entries: CalendarEntry[] | null;
  try {
    entries = await read(serverDatabases(context));
  } catch (error) {
    console.error("Error reading the calendar:", error);
    return plainTextResponse(words.t("calendar.readFailed"), 503);
  }
  if (entries === null) return plainTextResponse(words.t("calendar.noMeeting"), 404);
  const text = renderCalendar(entries, {
    name: context.club.club.name,
    timeZone: context.club.club.timeZone,
    alarmMinutes: alarm.minutes,
  });
  return resourceResponse(text, "text/calendar; charset=utf-8", {
    headers: fileName ? { "Content-Disposition": `attachment; filename="${fileName}"` } : {},
  });
}
