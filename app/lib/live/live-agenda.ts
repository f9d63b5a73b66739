import type { Agenda } from "../collections/agendas.ts";
import type { Meeting } from "../collections/meetings.ts";

// What an open agenda page knows of its meeting, and how each thing its one live feed learns
// changes it (decision 0080). Pure, so the rules are tested without a socket (live-agenda.test.ts).

/**
 * An agenda's texts as a page holds them. The server sends everything_else rendered (so a page
 * carries no Markdown code), at first and on every live reading: whole for the page, and in the
 * parts present mode shows one a slide (extras-slides.ts); the presenter view, which reads the
 * stored agenda to count its slides, holds it as Markdown.
 */
export interface AgendaTexts {
  fields: Omit<Agenda, "everything_else">;
  extras: { html: string; parts: string[] } | { markdown: string };
}

export interface LiveAgenda {
  meeting: Meeting;
  agenda: AgendaTexts | null;
  /** The meeting was deleted while the page was open. */
  isMeetingDeleted: boolean;
  /** The realtime connection dropped and the browser is trying again. */
  isReconnecting: boolean;
}

/**
 * One thing the page's live feed learned: the meeting and its agenda as the page read them again (all from one reading, so never one new and the other old), the meeting's deletion, or a
 * drop or return of the connection.
 */
export type AgendaFeedEvent =
  | { kind: "read"; meeting: Meeting; agenda: AgendaTexts | null }
  | { kind: "meeting-deleted" }
  | { kind: "connection"; isConnected: boolean };

/** The agenda texts of a stored agenda, with everything_else still Markdown. */
export function agendaTextsFrom({ everything_else, ...fields }: Agenda): AgendaTexts {
  return { fields, extras: { markdown: everything_else } };
}

/** Whether the agenda has an "everything else" part to show. */
export function hasExtras({ extras }: AgendaTexts): boolean {
  return "html" in extras ? extras.html !== "" : extras.markdown.trim() !== "";
}

/** The page's knowledge after `event`. */
export function applyFeedEvent(state: LiveAgenda, event: AgendaFeedEvent): LiveAgenda {
  switch (event.kind) {
    // A deletion stays: a reading that began before it may answer after it.
    case "read":
      return { ...state, meeting: event.meeting, agenda: event.agenda };
    case "meeting-deleted":
      return { ...state, isMeetingDeleted: true };
    case "connection":
      return { ...state, isReconnecting: !event.isConnected };
  }
}
