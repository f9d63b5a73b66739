import { describe, expect, it } from "vitest";
import { googleCalendarLink } from "./google-calendar-link.ts";

describe("googleCalendarLink", () => {
  it("fills Google Calendar's form with the title, UTC times, place, details and club zone", () => {
    const link = new URL(
      googleCalendarLink({
        title: "Pride Week & Posters",
        start: "2026-12-01T21:30:00.000+00:00",
        end: "2026-12-01T22:30:00.000+00:00",
        location: "Room 214",
        details: "Agenda: https://pride.example.org/agenda/m1",
        timeZone: "America/Chicago",
      }),
    );

    expect(link.origin + link.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Pride Week & Posters",
      dates: "20261201T213000Z/20261201T223000Z",
      details: "Agenda: https://pride.example.org/agenda/m1",
      ctz: "America/Chicago",
      location: "Room 214",
    });
  });

  it("a meeting without a place sends no location", () => {
    const link = googleCalendarLink({
      title: "Club Meeting",
      start: "2026-12-01T21:30:00Z",
      end: "2026-12-01T22:30:00Z",
      location: null,
      details: "",
      timeZone: "America/Chicago",
    });

    expect(new URL(link).searchParams.has("location")).toBe(false);
  });
});
