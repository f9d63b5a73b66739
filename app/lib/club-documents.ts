import { z } from "zod";

// The public pages' view of the three collections of appwrite.json (database "offbranch").
// club-documents.test.ts checks these shapes against appwrite.json, so the data model is
// described once and only mirrored here.

export const DATABASE_ID = "offbranch";
export const MEETINGS = "club_meetings";
export const EVENTS = "club_events";
export const AGENDAS = "club_agendas";

// Optional strings are null when never written; the pages treat null and "" alike.
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

export const meetingSchema = z
  .object({
    $id: z.string(),
    title: optionalText,
    location: optionalText,
    start: z.string(),
    end: z.string(),
    canceled: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .transform(({ $id, ...meeting }) => ({ id: $id, ...meeting }));

/** A club_meetings document, as the public pages show it. */
export type Meeting = z.infer<typeof meetingSchema>;

export const clubEventSchema = z
  .object({
    $id: z.string(),
    title: optionalText,
    time: z.string(),
    end: z.string().nullish(),
  })
  .transform(({ $id, end, ...event }) => ({ id: $id, ...event, end: end ?? event.time }));

/** A club_events document; an event without an end is over once it has started. */
export type ClubEvent = z.infer<typeof clubEventSchema>;

export const agendaSchema = z.object({
  agenda_preview: optionalText,
  question_1: optionalText,
  question_2: optionalText,
  question_3: optionalText,
  quote_text: optionalText,
  quote_author: optionalText,
  everything_else: optionalText,
});

/** A club_agendas document (same id as its meeting): the seven texts of the agenda page. */
export type Agenda = z.infer<typeof agendaSchema>;
