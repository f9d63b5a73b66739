import { z } from "zod";
import { siteCall } from "../admin/organisers-api.ts";
import { heldJwt } from "../admin/site-credential.ts";
import type { FollowCredential, PresenterFollowView } from "./presenter-follow-desk.ts";

// A projector's read-only follow link (decision 0149), through the site's own server: the
// presenter view makes, lists and ends links (app/routes/admin/presenter-follows-api.ts, as the
// organiser the JWT made here stands for); the projector opens one with its code and then asks
// for short JWTs to read the presenter state with (app/routes/follow-api.ts, its cookie).

const followSchema = z.object({
  $id: z.string(),
  meetingId: z.string(),
  expire: z.string(),
  isOpened: z.boolean(),
});
/** A follow link as the presenter view lists it. */
export type PresenterFollow = PresenterFollowView;

const FOLLOWS_PATH = "/admin/api/presenter-follows";
const FOLLOW_API_PATH = "/follow/api";

/** A call to the presenter view's route as the signed-in organiser, with the screens' JWT (0148). */
async function organiserCall(path: string, init: RequestInit = {}) {
  return siteCall(path, { ...init, headers: { ...init.headers, "X-Appwrite-JWT": heldJwt() } });
}

function postJson(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** An organiser makes a follow link for a meeting; its code is shown once, here. */
export async function createPresenterFollow(
  meetingId: string,
): Promise<PresenterFollow & { code: string }> {
  const answer = await organiserCall(FOLLOWS_PATH, postJson({ intent: "create", meetingId }));
  return followSchema.extend({ code: z.string() }).parse(answer);
}

/** The meeting's follow links that still work, newest first. */
export async function listPresenterFollows(meetingId: string): Promise<PresenterFollow[]> {
  const answer = await organiserCall(`${FOLLOWS_PATH}?meetingId=${encodeURIComponent(meetingId)}`);
  return z.object({ follows: z.array(followSchema) }).parse(answer).follows;
}

/** Ends a follow link before it expires: its projector stops following. */
export async function endPresenterFollow(followId: string): Promise<void> {
  await organiserCall(FOLLOWS_PATH, postJson({ intent: "end", followId }));
}

/**
 * The projector's side: the typed code, once. The site keeps the link's token in an HttpOnly
 * cookie of its own; this page learns only which meeting it follows, and until when.
 */
export async function openPresenterFollow(
  code: string,
): Promise<{ meetingId: string; expire: string }> {
  const answer = await siteCall(FOLLOW_API_PATH, postJson({ intent: "open", code }));
  return z.object({ meetingId: z.string(), expire: z.string() }).parse(answer);
}

/**
 * A short JWT of the link's own user, who may read the followed meeting's presenter state and
 * nothing else. An ended or expired link is AppwriteException user_invalid_token.
 */
export async function getFollowCredential(): Promise<FollowCredential> {
  const answer = await siteCall(FOLLOW_API_PATH, postJson({ intent: "credential" }));
  return z.object({ meetingId: z.string(), jwt: z.string(), expire: z.string() }).parse(answer);
}
