import type { CalendarEntry } from "../../app/lib/calendar/calendar-entry.ts";

/** A meeting as the calendar files and the feed receive it, with the given fields changed. */
export function calendarEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    uid: "meeting-a@pride.example.org",
    title: "Pride Week Planning",
    start: "2027-03-09T21:30:00.000+00:00",
    end: "2027-03-09T22:30:00.000+00:00",
    canceled: false,
    location: "Room 214",
    url: "https://pride.example.org/agenda/a",
    description:
      "Snacks, then posters; bring a friend.\n\nAgenda: https://pride.example.org/agenda/a",
    createdAt: "2026-11-01T12:00:00.000+00:00",
    lastModified: "2026-11-02T12:00:00.000+00:00",
    sequence: 86400,
    ...overrides,
  };
}
