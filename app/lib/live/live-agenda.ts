import type { Agenda } from "../collections/agendas.ts";
import type { Meeting } from "../collections/meetings.ts";

// What an open agenda page knows of its meeting, and how each realtime message changes it. Pure,
// so the rules are tested without a socket (live-agenda.test.ts).

/**
 * An agenda's texts as a page holds them. The server sends everything_else rendered (so a page
 * carries no Markdown code); an edit that arrives live brings Markdown, rendered in the browser.
 */
export interface AgendaTexts {
  fields: Omit<Agenda, "everything_else">;
  extras: { html: string } | { markdown: string };
}

export interface LiveAgenda {
  meeting: Meeting;
  agenda: AgendaTexts | null;
  /** The meeting was deleted while the page was open. */
  isMeetingDeleted: boolean;
  /** The realtime connection dropped and the browser is trying again. */
  isReconnecting: boolean;
}

/** One thing the realtime connection learned. */
export type AgendaFeedEvent =
  | { kind: "meeting"; meeting: Meeting }
  | { kind: "meeting-deleted" }
  | { kind: "agenda"; agenda: Agenda | null }
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
    case "meeting":
      return { ...state, meeting: event.meeting, isMeetingDeleted: false };
    case "meeting-deleted":
      return { ...state, isMeetingDeleted: true };
    case "agenda":
      return { ...state, agenda: event.agenda && agendaTextsFrom(event.agenda) };
    case "connection":
      return { ...state, isReconnecting: !event.isConnected };
  }
}
