import { describe, expect, it } from "vitest";
import { emptyAgenda } from "../collections/agendas.ts";
import { meetingSettingsSchema } from "../collections/meetings.ts";
import { planMeetingSave, type MeetingEdit, type StoredMeeting } from "./meeting-save.ts";

// Stored as Appwrite answers it: datetimes spelled "+00:00", where the screen writes "Z".
const saved: StoredMeeting = {
  meeting: {
    id: "m1",
    ...meetingSettingsSchema.parse({
      title: "Movie Night",
      start: "2026-11-25T20:30:00.000+00:00",
      end: "2026-11-25T21:30:00.000+00:00",
    }),
  },
  agenda: { ...emptyAgenda(), agenda_preview: "Popcorn." },
  notes: "Key from the office",
  isPublic: true,
};

const { id: _id, ...settings } = saved.meeting;
// The draft untouched, as the screen builds it to save.
const untouched: MeetingEdit = {
  meeting: { ...settings, start: "2026-11-25T20:30:00.000Z", end: "2026-11-25T21:30:00.000Z" },
  agenda: saved.agenda,
  notes: saved.notes,
};

describe("what a Manage Meeting save writes", () => {
  it.each([
    { name: "an untouched draft writes nothing", next: untouched, written: [] },
    {
      name: "a new title writes the meeting only",
      next: { ...untouched, meeting: { ...untouched.meeting, title: "Game Night" } },
      written: ["meeting"],
    },
    {
      name: "a moved start writes the meeting",
      next: { ...untouched, meeting: { ...untouched.meeting, start: "2026-11-25T21:00:00.000Z" } },
      written: ["meeting"],
    },
    {
      name: "planned minutes write the agenda only",
      next: {
        ...untouched,
        agenda: { ...emptyAgenda(), agenda_preview: "Popcorn.", minutes_quote: 5 },
      },
      written: ["agenda"],
    },
    {
      name: "new notes write the notes only",
      next: { ...untouched, notes: "Ask at reception" },
      written: ["notes"],
    },
    {
      name: "a title, a question and notes write all three",
      next: {
        meeting: { ...untouched.meeting, title: "Game Night" },
        agenda: { ...emptyAgenda(), agenda_preview: "Popcorn.", question_1: "Why?" },
        notes: "",
      },
      written: ["meeting", "agenda", "notes"],
    },
  ])("$name", ({ next, written }) => {
    expect(Object.keys(planMeetingSave(saved, next))).toEqual(written);
  });

  it("a meeting without an agenda writes none, whatever the draft holds", () => {
    const plan = planMeetingSave(
      { ...saved, agenda: null },
      { ...untouched, agenda: emptyAgenda() },
    );
    expect(plan).toEqual({});
  });

  it("a new meeting not public yet writes its meeting and agenda untouched, which publishes them", () => {
    const plan = planMeetingSave({ ...saved, isPublic: false }, untouched);
    expect(Object.keys(plan)).toEqual(["meeting", "agenda"]);
  });

  it("each write carries what an undo puts back: the values stored before", () => {
    const next: MeetingEdit = {
      meeting: { ...untouched.meeting, title: "Game Night" },
      agenda: { ...emptyAgenda(), agenda_preview: "Board games." },
      notes: "",
    };
    expect(planMeetingSave(saved, next)).toEqual({
      meeting: { next: next.meeting, previous: settings },
      agenda: { next: next.agenda, previous: saved.agenda },
      notes: { next: "", previous: "Key from the office" },
    });
  });
});
