import type { Databases } from "appwrite";
import { z } from "zod";
import { DATABASE_ID, findDocument } from "./database.ts";
import { PRESENTER_STATES } from "./ids.ts";

// club_presenter_states: where an organiser's presentation of a meeting stands (same id as the
// meeting), written from the presenter view on a phone and followed by the organiser's own
// projector. Only organisers may read or write it (decision 0047): a visitor's realtime
// connection never hears of it, so a visitor's page can never be driven. It also carries what
// the room sees of its questions and poll (decision 0132), for the same reason. A projector's
// follow link reads one of them by a document permission the site's server gives it (0149).

export { PRESENTER_STATES };

/** Every kind of slide, in the order a deck shows them: the values `slide_key` may hold. */
export const SLIDE_KEYS = [
  "title",
  "guidelines",
  "agenda",
  "circle-time",
  "quote",
  "extras",
  "questions",
  "poll",
] as const;

/** "Everything else" cut into several slides: its second part on (the first is "extras"). */
export type ExtrasPartKey = `extras-${number}`;

export type SlideKey = (typeof SLIDE_KEYS)[number] | ExtrasPartKey;

const slideKeySchema = z.union([
  z.enum(SLIDE_KEYS),
  z.custom<ExtrasPartKey>((value) => typeof value === "string" && /^extras-[1-9]\d?$/.test(value)),
]);

/** A place in the deck: a slide's key, and its place for when that slide disappears. */
export interface SlidePlace {
  key: SlideKey;
  index: number;
}

/**
 * What the room saw on the projector (decision 0132): the questions an organiser showed and the
 * poll on screen with the totals the organiser lets the room see. It lives in the presenter
 * state, which only organisers and a projector holding a follow link can read, and never in a
 * public page, feed or the year archive.
 */
export interface RoomShown {
  questions: string[];
  poll: {
    question: string;
    options: string[];
    /** Empty while the organiser keeps the totals hidden. */
    totals: number[];
    state: "open" | "closed";
  } | null;
}

export const NOTHING_SHOWN: RoomShown = { questions: [], poll: null };

/**
 * Where a presentation stands, as stored: the slide on screen, its section timer, the agenda's
 * place to go back to from a room slide, and what the room sees. Present mode's `DeckState` is
 * this shape; it is declared here, not imported from present mode, so that the data layer
 * depends on no screen.
 */
export interface PresenterState {
  position: SlidePlace;
  timer: { elapsedMs: number; runningSince: number | null };
  /** Where the agenda stood when a question or poll was put on screen: "Back" returns there. */
  returnTo: SlidePlace | null;
  shown: RoomShown;
}

export const presenterStateSchema = z
  .object({
    slide_key: slideKeySchema,
    slide_index: z.number().int().min(0),
    timer_elapsed_ms: z.number().int().min(0),
    timer_running_since: z.string().nullish(),
    return_key: slideKeySchema.nullish(),
    return_index: z.number().int().min(0).nullish(),
    room_questions: z.array(z.string()).nullish(),
    poll_question: z.string().nullish(),
    poll_options: z.array(z.string()).nullish(),
    poll_totals: z.array(z.number().int().min(0)).nullish(),
    poll_state: z.enum(["open", "closed"]).nullish(),
  })
  .transform((stored): PresenterState => ({
    position: { key: stored.slide_key, index: stored.slide_index },
    timer: {
      elapsedMs: stored.timer_elapsed_ms,
      runningSince: stored.timer_running_since ? Date.parse(stored.timer_running_since) : null,
    },
    returnTo:
      stored.return_key == null
        ? null
        : { key: stored.return_key, index: stored.return_index ?? 0 },
    shown: {
      questions: stored.room_questions ?? [],
      poll:
        stored.poll_state == null
          ? null
          : {
              question: stored.poll_question ?? "",
              options: stored.poll_options ?? [],
              totals: stored.poll_totals ?? [],
              state: stored.poll_state,
            },
    },
  }));

/** The presentation of meeting `id` (listDocuments by $id), or null before anyone drove it. */
export async function getPresenterState(
  databases: Databases,
  id: string,
): Promise<PresenterState | null> {
  const found = await findDocument(databases, PRESENTER_STATES, id);
  return found === null ? null : presenterStateSchema.parse(found);
}

/** Stores where the presentation of meeting `id` stands (upsertDocument). */
export async function savePresenterState(
  databases: Databases,
  id: string,
  { position, timer, returnTo, shown }: PresenterState,
): Promise<void> {
  await databases.upsertDocument({
    databaseId: DATABASE_ID,
    collectionId: PRESENTER_STATES,
    documentId: id,
    data: {
      slide_key: position.key,
      slide_index: position.index,
      timer_elapsed_ms: Math.round(timer.elapsedMs),
      timer_running_since:
        timer.runningSince === null ? null : new Date(timer.runningSince).toISOString(),
      return_key: returnTo?.key ?? null,
      return_index: returnTo?.index ?? null,
      room_questions: shown.questions,
      poll_question: shown.poll?.question ?? null,
      poll_options: shown.poll?.options ?? [],
      poll_totals: shown.poll?.totals ?? [],
      poll_state: shown.poll?.state ?? null,
    },
    // No permissions sent: an upsert then keeps those stored, where the site's server lets a
    // projector's follow link read this one document (decision 0149). The collection's own
    // label:admin permissions are what organisers read and write it by.
  });
}
