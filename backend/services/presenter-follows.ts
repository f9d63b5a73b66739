import { randomBytes } from "node:crypto";
import type { BackendDeps } from "../backend-deps.ts";
import { AppwriteError } from "../errors/appwrite-error.ts";
import { createUniqueId, isValidCustomId } from "../security/account-id.ts";
import { createSecret, hashSecret, secretMatchesHash } from "../security/secret-token.ts";
import type { CollectionRef, DocumentStore, StoredDocument } from "../storage/document-store.ts";
import type {
  PresenterFollowRecord,
  PresenterFollowStore,
} from "../storage/presenter-follow-store.ts";
import { guestCaller, type Caller } from "./caller.ts";

/** The label of the accounts that may make a follow link (Appwrite's "admin" label of the site). */
const ORGANISER_LABEL = "admin";

// Read-only follow links (decision 0070): an organiser's phone makes one for a meeting, and a
// projector with no account types its short code to follow that meeting's presenter state
// (club_presenter_states, same id as the meeting) and nothing else. Not Appwrite's API: these
// rules answer /v1/club/presenter-follows on the embedded backend only.

/** The collection a follow link reads one document of (appwrite.json, decision 0047). */
const PRESENTER_STATES = "club_presenter_states";
/** Long enough for a club meeting set up an hour early; dead by the next class in that room. */
export const FOLLOW_HOURS = 4;
// Crockford's base32: no I, L, O or U, so a code read off a phone is typed without doubt.
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 10 characters, 50 bits: with the exchange's hourly limit, out of reach of guessing. */
const CODE_LENGTH = 10;
const TOKEN_PREFIX = "follow.";

export interface PresenterFollowDeps {
  follows: PresenterFollowStore;
  documents: DocumentStore;
  /** Where club_presenter_states is, or null when appwrite.json has no such collection. */
  presenterStates: CollectionRef | null;
  now: () => Date;
}

/** The follow links' slice of the backend's dependencies. */
export function presenterFollowDepsOf(deps: {
  config: Pick<BackendDeps["config"], "schema" | "now">;
  store: Pick<BackendDeps["store"], "presenterFollows" | "documents">;
}): PresenterFollowDeps {
  const collection = deps.config.schema.collections.find(({ $id }) => $id === PRESENTER_STATES);
  return {
    follows: deps.store.presenterFollows,
    documents: deps.store.documents,
    presenterStates: collection
      ? { databaseId: collection.databaseId, collectionId: collection.$id }
      : null,
    now: deps.config.now,
  };
}

/** A new follow link, with the code to type on the projector (shown once, stored hashed). */
export interface NewPresenterFollow {
  follow: PresenterFollowRecord;
  code: string;
}

/** An organiser makes a follow link for meeting `meetingId`, for FOLLOW_HOURS. */
export async function createPresenterFollow(
  deps: PresenterFollowDeps,
  caller: Caller,
  meetingId: string,
): Promise<NewPresenterFollow> {
  const createdBy = requireOrganiser(caller);
  checkMeetingId(meetingId);
  const now = deps.now();
  await deps.follows.deleteExpiredPresenterFollows(now);
  const code = createCode();
  const follow: PresenterFollowRecord = {
    id: createUniqueId(now),
    meetingId,
    codeHash: hashSecret(code),
    tokenHash: null,
    createdBy,
    createdAt: now,
    expire: new Date(now.getTime() + FOLLOW_HOURS * 3_600_000),
  };
  await deps.follows.createPresenterFollow(follow);
  return { follow, code };
}

/** The follow links of meeting `meetingId` that still work, for an organiser. */
export async function listPresenterFollows(
  deps: PresenterFollowDeps,
  caller: Caller,
  meetingId: string,
): Promise<PresenterFollowRecord[]> {
  requireOrganiser(caller);
  checkMeetingId(meetingId);
  return deps.follows.listPresenterFollows(meetingId, deps.now());
}

/** An organiser ends a follow link early; the projector hears nothing more from the next event. */
export async function deletePresenterFollow(
  deps: PresenterFollowDeps,
  caller: Caller,
  followId: string,
): Promise<void> {
  requireOrganiser(caller);
  if (!(await deps.follows.deletePresenterFollow(followId))) {
    throw new AppwriteError("user_session_not_found", "This follow link has already ended.");
  }
}

/**
 * The projector's side: a code typed once becomes the follow token its page keeps (as the SDK's
 * session). A wrong, used or expired code is 401 user_invalid_token, as a wrong token secret is.
 */
export async function exchangePresenterFollowCode(
  deps: PresenterFollowDeps,
  codeInput: string,
): Promise<{ follow: PresenterFollowRecord; token: string }> {
  const follow = await deps.follows.findPresenterFollowByCode(hashSecret(normaliseCode(codeInput)));
  const secret = createSecret();
  const tokenHash = hashSecret(secret);
  const isExchanged =
    follow !== null &&
    follow.expire > deps.now() &&
    (await deps.follows.exchangePresenterFollowCode(follow.id, tokenHash));
  if (!follow || !isExchanged) {
    throw new AppwriteError(
      "user_invalid_token",
      "This code is wrong, used or expired. Make a new one on the presenter view.",
    );
  }
  return { follow: { ...follow, tokenHash }, token: `${TOKEN_PREFIX}${follow.id}.${secret}` };
}

/** Whether a session value is a follow token rather than an account session. */
export function isPresenterFollowToken(value: string): boolean {
  return value.startsWith(TOKEN_PREFIX);
}

/**
 * The caller a follow token stands for: a guest that may follow one meeting, or a plain guest
 * once the link expired or was ended (an unknown session is a guest too, as in Appwrite).
 */
export async function authenticatePresenterFollow(
  deps: PresenterFollowDeps,
  token: string,
): Promise<Caller> {
  const [followId = "", secret = ""] = token.slice(TOKEN_PREFIX.length).split(".");
  if (!isValidCustomId(followId) || secret === "") return guestCaller;
  const follow = await deps.follows.getPresenterFollow(followId);
  if (!follow?.tokenHash || follow.expire <= deps.now()) return guestCaller;
  if (!secretMatchesHash(secret, follow.tokenHash)) return guestCaller;
  return { ...guestCaller, presenterFollow: { followId, meetingId: follow.meetingId } };
}

/** What the projector follows: its meeting, when the link ends, and the state now (or null). */
export async function getFollowedPresenterState(
  deps: PresenterFollowDeps,
  caller: Caller,
): Promise<{ follow: PresenterFollowRecord; state: StoredDocument | null }> {
  const followId = caller.presenterFollow?.followId;
  const follow = followId ? await deps.follows.getPresenterFollow(followId) : null;
  if (!follow) {
    throw new AppwriteError(
      "user_invalid_token",
      "This follow link has ended. Make a new one on the presenter view.",
    );
  }
  const state = deps.presenterStates
    ? await deps.documents.getDocument(deps.presenterStates, follow.meetingId)
    : null;
  return { follow, state };
}

/** Whether a follower may hear a change of this document: its own meeting's presenter state. */
export function isFollowedDocument(
  caller: Caller,
  collectionId: string,
  documentId: string,
): boolean {
  return caller.presenterFollow?.meetingId === documentId && collectionId === PRESENTER_STATES;
}

function requireOrganiser(caller: Caller): string {
  if (!caller.user?.labels.includes(ORGANISER_LABEL)) throw new AppwriteError("user_unauthorized");
  return caller.user.id;
}

function checkMeetingId(meetingId: string): void {
  if (!isValidCustomId(meetingId)) {
    throw new AppwriteError(
      "general_argument_invalid",
      "Invalid `meetingId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    );
  }
}

function createCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % 32]).join("");
}

/** What people type: any case, spaces or hyphens, O for 0, I or L for 1. */
function normaliseCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}
