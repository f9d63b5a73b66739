import type { Agenda } from "../club-documents.ts";

/** The seven agenda attributes, in the order the agenda shows them. */
export const AGENDA_FIELD_KEYS = [
  "agenda_preview",
  "question_1",
  "question_2",
  "question_3",
  "quote_text",
  "quote_author",
  "everything_else",
] as const satisfies readonly (keyof Agenda)[];

/** What a new agenda holds: every field empty, since Appwrite rejects an empty data object. */
export function emptyAgenda(): Agenda {
  return {
    agenda_preview: "",
    question_1: "",
    question_2: "",
    question_3: "",
    quote_text: "",
    quote_author: "",
    everything_else: "",
  };
}

/** The meeting settings an organiser edits, with times as ISO instants. */
export interface MeetingSettings {
  title: string;
  location: string;
  start: string;
  end: string;
  canceled: boolean;
}
