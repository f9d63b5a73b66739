import type { Databases } from "appwrite";
import { z } from "zod";
import { DATABASE_ID, findDocument, noDocumentPermissions } from "./database.ts";
import { PRESENTER_STATES } from "./ids.ts";

// club_presenter_states: where an organiser's presentation of a meeting stands (same id as the
// meeting), written from the presenter view on a phone and followed by the organiser's own
// projector. Only organisers may read or write it (decision 0047): a visitor's realtime
// connection never hears of it, so a visitor's page can never be driven.

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

export type SlideKey = (typeof SLIDE_KEYS)[number];

/**
 * Where a presentation stands, as stored: the slide on screen (its key, and its place for when
 * that slide disappears) and its section timer. Present mode's `PresenterState` is this shape; it is
 * declared here, not imported from present mode, so that the data layer depends on no screen.
 */
export interface PresenterState {
  position: { key: SlideKey; index: number };
  timer: { elapsedMs: number; runningSince: number | null };
}

export const presenterStateSchema = z
  .object({
    slide_key: z.enum(SLIDE_KEYS),
    slide_index: z.number().int().min(0),
    timer_elapsed_ms: z.number().int().min(0),
    timer_running_since: z.string().nullish(),
  })
  .transform((stored): PresenterState => ({
    position: { key: stored.slide_key, index: stored.slide_index },
    timer: {
      elapsedMs: stored.timer_elapsed_ms,
      runningSince: stored.timer_running_since ? Date.parse(stored.timer_running_since) : null,
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
  { position, timer }: PresenterState,
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
    },
    permissions: noDocumentPermissions(),
  });
}
