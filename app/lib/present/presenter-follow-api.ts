import type { Client } from "appwrite";
import { z } from "zod";
import { presenterStateSchema } from "../collections/presenter-states.ts";
import { callClub } from "../club-call.ts";
import type { DeckState } from "./slides.ts";

// A projector's read-only follow link (decision 0070), through the embedded backend's
// /v1/club/presenter-follows: an organiser's phone makes one and can end it; the projector
// exchanges its code once for a token, which its SDK client then sends as its session.

const followSchema = z.object({
  $id: z.string(),
  meetingId: z.string(),
  expire: z.string(),
  /** Whether a projector already typed the code. */
  isOpened: z.boolean(),
});
/** A follow link as the presenter view lists it. */
export type PresenterFollow = z.infer<typeof followSchema>;

/** An organiser makes a follow link for a meeting; its code is shown once, here. */
export async function createPresenterFollow(
  client: Client,
  meetingId: string,
): Promise<PresenterFollow & { code: string }> {
  const answer = await callClub(client, "post", "/presenter-follows", { meetingId });
  return followSchema.extend({ code: z.string() }).parse(answer);
}

/** The meeting's follow links that still work, newest first. */
export async function listPresenterFollows(
  client: Client,
  meetingId: string,
): Promise<PresenterFollow[]> {
  const answer = await callClub(client, "get", "/presenter-follows", { meetingId });
  return z.object({ follows: z.array(followSchema) }).parse(answer).follows;
}

/** Ends a follow link before it expires: its projector stops following. */
export async function endPresenterFollow(client: Client, followId: string): Promise<void> {
  await callClub(client, "delete", `/presenter-follows/${encodeURIComponent(followId)}`);
}

/** The projector's side: the typed code, once, for the token it follows with. */
export async function exchangePresenterFollowCode(
  client: Client,
  code: string,
): Promise<PresenterFollow & { token: string }> {
  const answer = await callClub(client, "post", "/presenter-follows/exchange", { code });
  return followSchema.extend({ token: z.string() }).parse(answer);
}

/**
 * Where the followed presentation stands, for a client whose session is the follow token;
 * null before the organiser moved it. An ended link is AppwriteException user_invalid_token.
 */
export async function getFollowedPresenterState(client: Client): Promise<DeckState | null> {
  const answer = await callClub(client, "get", "/presenter-follows/current");
  const { state } = z.object({ state: z.unknown() }).parse(answer);
  return state === null ? null : presenterStateSchema.parse(state);
}
