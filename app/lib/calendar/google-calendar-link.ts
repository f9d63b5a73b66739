// A plain link that opens Google Calendar's "add event" form filled in. Nothing is sent to Google
// until the member follows it, and pages send no Referer (Referrer-Policy: no-referrer).

export interface GoogleCalendarEvent {
  title: string;
  start: string;
  end: string;
  location: string | null;
  details: string;
  timeZone: string;
}

/** UTC in Google's basic format, e.g. 20261201T213000Z. */
function basicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The address of Google Calendar's form for `event`. */
export function googleCalendarLink(event: GoogleCalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.details,
    ctz: event.timeZone,
  });
  if (event.location !== null) query.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
