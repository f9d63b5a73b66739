import { describe, expect, it } from "vitest";
import {
  eventDraftFrom,
  eventDraftFromForm,
  eventDraftProblem,
  eventFromDraft,
  eventTextProblem,
  isSameEventDraft,
} from "./event-draft.ts";
import { translatorFor } from "../../../i18n/catalogues.ts";

const english = translatorFor("en");

const CHICAGO = "America/Chicago";

const event = {
  id: "e1",
  title: "Pride Picnic",
  time: "2026-06-13T16:00:00.000+00:00",
  end: "2026-06-13T19:00:00.000+00:00",
  location: "Riverside Park, north lawn",
  location_on_request: false,
  description: "Bring a **blanket**.",
  flyer_file_id: "",
  flyer_alt: "",
  flyer_width: null,
  flyer_height: null,
};

describe("the Event Settings draft", () => {
  it("shows stored instants on the club's wall clock, whatever the viewer's zone", () => {
    expect(eventDraftFrom(event, CHICAGO)).toEqual({
      title: "Pride Picnic",
      location: "Riverside Park, north lawn",
      location_on_request: false,
      description: "Bring a **blanket**.",
      flyer_file_id: "",
      flyer_alt: "",
      flyer_width: null,
      flyer_height: null,
      startDate: "2026-06-13",
      startTime: "11:00",
      endDate: "2026-06-13",
      endTime: "14:00",
    });
  });

  it("turns the inputs back into the same instants", () => {
    expect(eventFromDraft(eventDraftFrom(event, CHICAGO), CHICAGO)).toEqual({
      title: "Pride Picnic",
      location: "Riverside Park, north lawn",
      location_on_request: false,
      description: "Bring a **blanket**.",
      flyer_file_id: "",
      flyer_alt: "",
      flyer_width: null,
      flyer_height: null,
      time: "2026-06-13T16:00:00.000Z",
      end: "2026-06-13T19:00:00.000Z",
    });
  });

  it("keeps a place given only on request out of what is stored", () => {
    const draft = { ...eventDraftFrom(event, CHICAGO), location_on_request: true };
    expect(eventFromDraft(draft, CHICAGO)).toMatchObject({
      location: "",
      location_on_request: true,
    });
  });

  it.each([
    { name: "an empty start date", patch: { startDate: "" } },
    { name: "an empty end time", patch: { endTime: "" } },
    { name: "an impossible date", patch: { endDate: "2026-02-30" } },
  ])("has nothing to store with $name", ({ patch }) => {
    expect(eventFromDraft({ ...eventDraftFrom(event, CHICAGO), ...patch }, CHICAGO)).toBeNull();
  });

  it("tells a changed draft from an unchanged one", () => {
    const draft = eventDraftFrom(event, CHICAGO);
    expect(isSameEventDraft(draft, { ...draft })).toBe(true);
    expect(isSameEventDraft(draft, { ...draft, title: "Pride Picnic!" })).toBe(false);
    expect(isSameEventDraft(draft, { ...draft, description: "Bring a blanket." })).toBe(false);
  });
});

describe("eventTextProblem", () => {
  const draft = eventDraftFrom(event, CHICAGO);

  it.each([
    { name: "texts within appwrite.json's sizes", patch: {}, problem: null },
    {
      name: "a place of 255 characters, each outside the BMP (Appwrite counts code points)",
      patch: { location: "🌈".repeat(255) },
      problem: null,
    },
    {
      name: "a place of 256 characters",
      patch: { location: "x".repeat(256) },
      problem: "Too long to save. Place has 256 characters; at most 255 fit.",
    },
    {
      name: "a description and a title too long",
      patch: { title: "t".repeat(300), description: "d".repeat(10_001) },
      problem:
        "Too long to save. Title has 300 characters; at most 255 fit. Description has 10,001 characters; at most 10,000 fit.",
    },
  ])("$name: $problem", ({ patch, problem }) => {
    expect(eventTextProblem({ ...draft, ...patch }, english)).toBe(problem);
  });
});

describe("eventDraftProblem", () => {
  const draft = eventDraftFrom(event, CHICAGO);
  const flyer = { flyer_file_id: "f1", flyer_width: 1200, flyer_height: 900 };

  it("asks for the alt text of a flyer, and only when there is one", () => {
    expect(eventDraftProblem({ ...draft, ...flyer, flyer_alt: "  " }, english)).toMatch(
      /needs its alt text/,
    );
    expect(
      eventDraftProblem({ ...draft, ...flyer, flyer_alt: "A rainbow over the gym" }, english),
    ).toBeNull();
    expect(eventDraftProblem(draft, english)).toBeNull();
  });

  it("still refuses a text too long to save", () => {
    expect(eventDraftProblem({ ...draft, title: "x".repeat(256) }, english)).toMatch(
      /Too long to save/,
    );
  });
});

describe("Manage Event's form as posted", () => {
  it("posted unchanged is the draft it was drawn from, its flyer as the picture field read it", () => {
    const shown = eventDraftFrom(event, CHICAGO);
    const form = new FormData();
    for (const name of ["title", "location", "description"] as const) form.set(name, shown[name]);
    for (const name of ["startDate", "startTime", "endDate", "endTime"] as const) {
      form.set(name, shown[name]);
    }
    const none = { fileId: "", alt: "", width: null, height: null };
    expect(isSameEventDraft(eventDraftFromForm(form, none), shown)).toBe(true);

    form.set("location_on_request", "on");
    const flyer = { fileId: "f1", alt: "A picnic blanket", width: 800, height: 600 };
    expect(eventDraftFromForm(form, flyer)).toMatchObject({
      location_on_request: true,
      flyer_file_id: "f1",
      flyer_alt: "A picnic blanket",
      flyer_width: 800,
      flyer_height: 600,
    });
  });
});
