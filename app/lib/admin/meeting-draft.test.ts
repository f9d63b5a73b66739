import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/catalogues.ts";
import { emptyAgenda } from "../collections/agendas.ts";
import {
  agendaWithMinutes,
  isSameDraft,
  meetingDraftFrom,
  meetingDraftFromForm,
  settingsDraftFrom,
  settingsFromDraft,
  minutesDraftFrom,
  minutesProblem,
  type MeetingDraft,
} from "./meeting-draft.ts";

const english = translatorFor("en");

const CHICAGO = "America/Chicago";

const meeting = {
  id: "m1",
  title: "Movie Night",
  location: "Room 214",
  start: "2026-11-25T20:30:00.000+00:00",
  end: "2026-11-25T21:30:00.000+00:00",
  canceled: false,
  location_on_request: false,
  accessibility_notes: "",
  language: "",
};

describe("the Meeting Settings draft", () => {
  it("shows stored instants on the club's wall clock, whatever the viewer's zone", () => {
    expect(settingsDraftFrom(meeting, CHICAGO)).toEqual({
      title: "Movie Night",
      location: "Room 214",
      startDate: "2026-11-25",
      startTime: "14:30",
      endDate: "2026-11-25",
      endTime: "15:30",
      canceled: false,
      location_on_request: false,
      accessibility_notes: "",
      language: "",
    });
  });

  it("turns the inputs back into the same instants", () => {
    const settings = settingsFromDraft(settingsDraftFrom(meeting, CHICAGO), CHICAGO);
    expect(settings).toEqual({
      title: "Movie Night",
      location: "Room 214",
      start: "2026-11-25T20:30:00.000Z",
      end: "2026-11-25T21:30:00.000Z",
      canceled: false,
      location_on_request: false,
      accessibility_notes: "",
      language: "",
    });
  });

  it("keeps a room given on request out of what is stored", () => {
    const draft = { ...settingsDraftFrom(meeting, CHICAGO), location_on_request: true };
    expect(settingsFromDraft(draft, CHICAGO)).toMatchObject({
      location: "",
      location_on_request: true,
    });
  });

  it.each([
    { name: "an emptied start date", change: { startDate: "" } },
    { name: "an emptied end time", change: { endTime: "" } },
    { name: "an impossible date", change: { endDate: "2026-02-30" } },
  ])("has nothing to save with $name", ({ change }) => {
    expect(
      settingsFromDraft({ ...settingsDraftFrom(meeting, CHICAGO), ...change }, CHICAGO),
    ).toBeNull();
  });
});

describe("comparing drafts", () => {
  const saved: MeetingDraft = {
    settings: settingsDraftFrom(meeting, CHICAGO),
    agenda: emptyAgenda(),
    minutes: minutesDraftFrom(emptyAgenda()),
    notes: "",
  };

  it.each([
    { name: "an untouched draft is the same", draft: saved, expected: true },
    {
      name: "a new title differs",
      draft: { ...saved, settings: { ...saved.settings, title: "Game Night" } },
      expected: false,
    },
    {
      name: "ticking canceled differs",
      draft: { ...saved, settings: { ...saved.settings, canceled: true } },
      expected: false,
    },
    {
      name: "a new quote differs",
      draft: { ...saved, agenda: { ...emptyAgenda(), quote_text: "Hi" } },
      expected: false,
    },
    {
      name: "new organiser notes differ",
      draft: { ...saved, notes: "Key from the office" },
      expected: false,
    },
    {
      name: "planned minutes differ",
      draft: { ...saved, minutes: { ...saved.minutes, minutes_circle_time: "10" } },
      expected: false,
    },
    {
      name: "a missing agenda differs from an empty one",
      draft: { ...saved, agenda: null },
      expected: false,
    },
  ])("$name", ({ draft, expected }) => {
    expect(isSameDraft(draft, saved)).toBe(expected);
  });
});

describe("planned minutes", () => {
  const none = minutesDraftFrom(null);

  it("an agenda's stored minutes become the form's text", () => {
    const agenda = { ...emptyAgenda(), minutes_circle_time: 15 };
    expect(minutesDraftFrom(agenda)).toEqual({ ...none, minutes_circle_time: "15" });
  });

  it.each([
    { name: "none at all", typed: "", problem: false },
    { name: "whole minutes", typed: "15", problem: false },
    { name: "the longest", typed: "180", problem: false },
    { name: "zero", typed: "0", problem: true },
    { name: "too long for a meeting", typed: "181", problem: true },
    { name: "a fraction", typed: "2.5", problem: true },
    { name: "a negative", typed: "-5", problem: true },
    { name: "words", typed: "ten", problem: true },
  ])("$name ($typed) is refused: $problem", ({ typed, problem }) => {
    const found = minutesProblem({ ...none, minutes_quote: typed }, english);
    if (problem) expect(found).toMatch(/whole minutes from 1 to 180.*Quote of the day/);
    else expect(found).toBeNull();
  });
});

describe("the agenda a save sends", () => {
  const none = minutesDraftFrom(null);

  it("carries typed minutes as numbers and empty ones as none", () => {
    const agenda = agendaWithMinutes(emptyAgenda(), { ...none, minutes_quote: " 15 " });
    expect(agenda).toMatchObject({ minutes_quote: 15, minutes_guidelines: null });
  });

  it("does not throw on minutes the screen is about to refuse", () => {
    const minutes = { ...none, minutes_quote: "2.5" };
    expect(agendaWithMinutes(emptyAgenda(), minutes).minutes_quote).toBeNull();
    expect(minutesProblem(minutes, english)).not.toBeNull();
  });
});

describe("Manage Meeting's form as posted", () => {
  const shown = meetingDraftFrom(
    { meeting, agenda: { ...emptyAgenda(), agenda_preview: "Popcorn." }, notes: "" },
    CHICAGO,
  );
  /** The form as the screen drew it, with `changes` typed over it. */
  function posted(changes: Record<string, string> = {}, checked: string[] = []): FormData {
    const form = new FormData();
    const fields: Record<string, string> = {
      title: "Movie Night",
      location: "Room 214",
      accessibility_notes: "",
      language: "en",
      startDate: "2026-11-25",
      startTime: "14:30",
      endDate: "2026-11-25",
      endTime: "15:30",
      agenda_preview: "Popcorn.",
      notes: "",
      ...changes,
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    for (const name of checked) form.set(name, "on");
    return form;
  }

  it("posted unchanged is the draft it was drawn from: nothing to save", () => {
    expect(isSameDraft(meetingDraftFromForm(posted(), shown), shown)).toBe(true);
  });

  it("reads what was typed, and a checkbox as on when it was sent", () => {
    const draft = meetingDraftFromForm(
      posted({ title: "Game Night", agenda_preview: "Board games.", minutes_quote: "5" }),
      shown,
    );
    expect(draft.settings.title).toBe("Game Night");
    expect(draft.settings.canceled).toBe(false);
    expect(draft.agenda?.agenda_preview).toBe("Board games.");
    expect(draft.minutes.minutes_quote).toBe("5");
    expect(meetingDraftFromForm(posted({}, ["canceled"]), shown).settings.canceled).toBe(true);
  });

  it("takes the site's own language, named by the list, as none for a meeting that names none", () => {
    expect(meetingDraftFromForm(posted(), shown).settings.language).toBe("");
    expect(meetingDraftFromForm(posted({ language: "es" }), shown).settings.language).toBe("es");
  });

  it("reads no agenda for a meeting that has none, whatever is posted", () => {
    const bare = { ...shown, agenda: null };
    expect(meetingDraftFromForm(posted({ agenda_preview: "Sneaky." }), bare).agenda).toBeNull();
  });
});
