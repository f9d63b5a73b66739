import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { wordsOf } from "../words.tsx";

import { eventEntry, meetingEntry, revisionSequence } from "./calendar-entry.ts";

const english = wordsOf(translatorFor("en"));

const meeting = {
  id: "m1",
  title: "",
  location: "  ",
  start: "2026-12-01T21:30:00.000+00:00",
  end: "2026-12-01T22:30:00.000+00:00",
  canceled: false,
  location_on_request: false,
  accessibility_notes: "",
  language: "",
};
const revision = {
  createdAt: "2026-11-01T12:00:00.000+00:00",
  updatedAt: "2026-11-01T12:00:00.000+00:00",
};

describe("revisionSequence", () => {
  it.each([
    { name: "never changed", updated: "2026-11-01T12:00:00.000+00:00", sequence: 0 },
    {
      name: "changed within the same second",
      updated: "2026-11-01T12:00:00.900+00:00",
      sequence: 0,
    },
    { name: "changed 90 seconds later", updated: "2026-11-01T12:01:30.000+00:00", sequence: 90 },
    { name: "changed a year later", updated: "2027-11-01T12:00:00.000+00:00", sequence: 31536000 },
  ])("a document $name has SEQUENCE $sequence", ({ updated, sequence }) => {
    expect(revisionSequence(revision.createdAt, updated)).toBe(sequence);
  });
});

describe("meetingEntry", () => {
  it("an untitled meeting without a place or agenda is 'Club Meeting', linked on PUBLIC_URL", () => {
    const entry = meetingEntry(
      { meeting, revision },
      undefined,
      "https://pride.example.org",
      english,
    );

    expect(entry).toMatchObject({
      uid: "meeting-m1@pride.example.org",
      title: "Club Meeting",
      location: null,
      url: "https://pride.example.org/agenda/m1",
      description: "Agenda: https://pride.example.org/agenda/m1",
      sequence: 0,
    });
  });

  it("an agenda edited after the meeting raises the SEQUENCE and LAST-MODIFIED", () => {
    const agenda = {
      preview: "Snacks!",
      revision: { createdAt: revision.createdAt, updatedAt: "2026-11-01T12:10:00.000+00:00" },
    };
    const entry = meetingEntry({ meeting, revision }, agenda, "https://pride.example.org", english);

    expect(entry.sequence).toBe(600);
    expect(entry.lastModified).toBe(agenda.revision.updatedAt);
    expect(entry.description).toBe("Snacks!\n\nAgenda: https://pride.example.org/agenda/m1");
  });

  it("a room given only on request stays out of the calendar, which says to ask a club leader", () => {
    const quiet = { ...meeting, location: "Annex B12", location_on_request: true };
    const entry = meetingEntry(
      { meeting: quiet, revision },
      undefined,
      "https://pride.example.org",
      english,
    );

    expect(entry.location).toBe("Ask a club leader where we meet");
    expect(JSON.stringify(entry)).not.toContain("Annex B12");
  });

  it("a title and room made only of control characters read as an untitled meeting with no place", () => {
    const entry = meetingEntry(
      { meeting: { ...meeting, title: "\u0000\u0007", location: "\u001B" }, revision },
      { preview: "Bring\u0000 snacks", revision },
      "https://pride.example.org",
      english,
    );

    expect(entry).toMatchObject({
      title: "Club Meeting",
      location: null,
      description: "Bring snacks\n\nAgenda: https://pride.example.org/agenda/m1",
    });
  });
});

const event = {
  id: "e1",
  title: "Spring Pride Picnic",
  time: "2027-05-15T17:00:00.000+00:00",
  end: "2027-05-15T21:00:00.000+00:00",
  location: "Riverside Park",
  location_on_request: false,
  description: "Bring a **blanket**.",
  flyer_file_id: "",
  flyer_alt: "",
  flyer_width: null,
  flyer_height: null,
};

describe("eventEntry", () => {
  it("an event links to its own page on PUBLIC_URL, at its place, described by its summary", () => {
    const entry = eventEntry(
      { event, revision },
      "Bring a blanket.",
      "https://pride.example.org",
      english,
    );

    expect(entry).toMatchObject({
      uid: "event-e1@pride.example.org",
      title: "Spring Pride Picnic",
      location: "Riverside Park",
      url: "https://pride.example.org/events/e1",
      description: "Bring a blanket.\n\nMore: https://pride.example.org/events/e1",
    });
  });

  it("a place given only on request stays out of the calendar, which says to ask a club leader", () => {
    const quiet = { ...event, location: "Annex B12", location_on_request: true };
    const entry = eventEntry({ event: quiet, revision }, "", "https://pride.example.org", english);

    expect(entry.location).toBe("Ask a club leader where we meet");
    expect(entry.description).toBe("More: https://pride.example.org/events/e1");
    expect(JSON.stringify(entry)).not.toContain("Annex B12");
  });
});
