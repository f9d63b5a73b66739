import { describe, expect, it } from "vitest";
import { emptyAgenda } from "../collections/agendas.ts";
import { agendaTextsFrom, applyFeedEvent, hasExtras, type LiveAgenda } from "./live-agenda.ts";

const meeting = {
  id: "m1",
  title: "Club",
  location: "Room 214",
  start: "2026-11-24T15:00:00.000Z",
  end: "2026-11-24T16:00:00.000Z",
  canceled: false,
  location_on_request: false,
  accessibility_notes: "",
  language: "",
};
const fields = agendaTextsFrom(emptyAgenda()).fields;
const start: LiveAgenda = {
  meeting,
  agenda: { fields, extras: { html: "<p>Hi</p>", parts: ["<p>Hi</p>"] } },
  isMeetingDeleted: false,
  isReconnecting: false,
};

describe("an open agenda page following realtime", () => {
  it("takes a meeting edit", () => {
    const next = applyFeedEvent(start, {
      kind: "read",
      meeting: { ...meeting, title: "New" },
      agenda: start.agenda,
    });
    expect(next.meeting.title).toBe("New");
  });

  it("takes a meeting and its agenda edited together from one reading", () => {
    const agenda = {
      fields: { ...fields, question_1: "New?" },
      extras: { html: "<p>New</p>", parts: ["<p>New</p>"] },
    };
    const next = applyFeedEvent(start, {
      kind: "read",
      meeting: { ...meeting, title: "New" },
      agenda,
    });
    expect(next.meeting.title).toBe("New");
    expect(next.agenda).toEqual(agenda);
  });

  it("keeps the Markdown of an agenda read from the store (the presenter view counts slides)", () => {
    const texts = agendaTextsFrom({ ...emptyAgenda(), everything_else: "## Posters" });
    expect(texts.extras).toEqual({ markdown: "## Posters" });
  });

  it("knows a deleted agenda and a deleted meeting", () => {
    expect(applyFeedEvent(start, { kind: "read", meeting, agenda: null }).agenda).toBeNull();
    expect(applyFeedEvent(start, { kind: "meeting-deleted" }).isMeetingDeleted).toBe(true);
  });

  it("keeps a deletion when a reading begun before it arrives after it", () => {
    const deleted = applyFeedEvent(start, { kind: "meeting-deleted" });
    expect(applyFeedEvent(deleted, { kind: "read", meeting, agenda: null }).isMeetingDeleted).toBe(
      true,
    );
  });

  it("says when the connection is down, and when it is back", () => {
    const down = applyFeedEvent(start, { kind: "connection", isConnected: false });
    expect(down.isReconnecting).toBe(true);
    expect(applyFeedEvent(down, { kind: "connection", isConnected: true }).isReconnecting).toBe(
      false,
    );
  });

  it.each([
    { name: "rendered HTML", extras: { html: "<p>x</p>", parts: ["<p>x</p>"] }, expected: true },
    { name: "no HTML", extras: { html: "", parts: [] }, expected: false },
    { name: "blank Markdown", extras: { markdown: "  \n" }, expected: false },
    { name: "Markdown", extras: { markdown: "x" }, expected: true },
  ])("has extras to show with $name: $expected", ({ extras, expected }) => {
    expect(hasExtras({ fields, extras })).toBe(expected);
  });
});
