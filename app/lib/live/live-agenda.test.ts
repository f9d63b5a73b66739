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
};
const fields = agendaTextsFrom(emptyAgenda()).fields;
const start: LiveAgenda = {
  meeting,
  agenda: { fields, extras: { html: "<p>Hi</p>" } },
  isMeetingDeleted: false,
  isReconnecting: false,
};

describe("an open agenda page following realtime", () => {
  it("takes a meeting edit", () => {
    const next = applyFeedEvent(start, { kind: "meeting", meeting: { ...meeting, title: "New" } });
    expect(next.meeting.title).toBe("New");
  });

  it("takes an agenda edit, with its Markdown for the browser to render", () => {
    const next = applyFeedEvent(start, {
      kind: "agenda",
      agenda: { ...emptyAgenda(), everything_else: "## Posters" },
    });
    expect(next.agenda?.extras).toEqual({ markdown: "## Posters" });
  });

  it("knows a deleted agenda and a deleted meeting", () => {
    expect(applyFeedEvent(start, { kind: "agenda", agenda: null }).agenda).toBeNull();
    expect(applyFeedEvent(start, { kind: "meeting-deleted" }).isMeetingDeleted).toBe(true);
  });

  it("says when the connection is down, and when it is back", () => {
    const down = applyFeedEvent(start, { kind: "connection", isConnected: false });
    expect(down.isReconnecting).toBe(true);
    expect(applyFeedEvent(down, { kind: "connection", isConnected: true }).isReconnecting).toBe(
      false,
    );
  });

  it.each([
    { name: "rendered HTML", extras: { html: "<p>x</p>" }, expected: true },
    { name: "no HTML", extras: { html: "" }, expected: false },
    { name: "blank Markdown", extras: { markdown: "  \n" }, expected: false },
    { name: "Markdown", extras: { markdown: "x" }, expected: true },
  ])("has extras to show with $name: $expected", ({ extras, expected }) => {
    expect(hasExtras({ fields, extras })).toBe(expected);
  });
});
