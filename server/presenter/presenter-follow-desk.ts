import { AppwriteException, Query } from "node-appwrite";
import type {
  PresenterFollowDesk,
  PresenterFollowView,
} from "../../app/lib/present/presenter-follow-desk.ts";
import {
  createSecret,
  hashSecret,
  secretMatchesHash,
} from "../../backend/security/secret-token.ts";
import { createAbuseCounter, type AbuseLimit } from "../abuse-counter.ts";
import type { AdminClient } from "../organisers/organiser-records.ts";
import { createFollowCode, normaliseFollowCode } from "./follow-code.ts";
import { followRecords, type FollowDocument, type FollowRecords } from "./follow-records.ts";

// Projector follow links on the site's server (decision 0149, after 0070): an organiser's phone
// makes one for a meeting; the projector, with no account, types its code once and gets a token
// in an HttpOnly cookie of the site; with that token the site hands it short JWTs of the link's
// own Appwrite user, who may read that meeting's presenter state and nothing else. Ending or
// expiry takes the read away and deletes the user, so every JWT made for it stops at once.

/** Long enough for a club meeting set up an hour early; dead by the next class in that room. */
export const FOLLOW_HOURS = 4;
const HOUR = 3_600_000;
/** Codes tried per address in an hour: a classroom shares one, and 50-bit codes stay unguessable. */
const OPEN_LIMIT: AbuseLimit = { kind: "follow-open", limit: 30, windowMs: HOUR };
/** Links one organiser makes in an hour. */
const CREATE_LIMIT: AbuseLimit = { kind: "follow-create", limit: 60, windowMs: HOUR };

export interface PresenterFollowDeskDeps {
  admin: AdminClient;
  /** The site's keyed hash (server/appwrite/clients.ts): what is stored of a code. */
  keyedHash: (value: string) => string;
  now: () => Date;
}

/** The desk for each sender (a request's limit group), all counting in one place. */
export function createPresenterFollowDesks(
  deps: PresenterFollowDeskDeps,
): (sender: string) => PresenterFollowDesk {
  const records = followRecords(deps.admin);
  const counter = createAbuseCounter(deps.now);
  const take = (limit: AbuseLimit, who: string) => {
    if (!counter.take(limit, who)) {
      throw new AppwriteException(
        "Too many tries from this network just now.",
        429,
        "general_rate_limit_exceeded",
      );
    }
  };
  return (sender) => ({
    async create(organiserId, meetingId) {
      take(CREATE_LIMIT, organiserId);
      if (!(await records.hasMeeting(meetingId))) {
        throw new AppwriteException("Meeting not found.", 404, "document_not_found");
      }
      await endExpired(records, deps.now());
      const code = createFollowCode();
      const userId = await records.createFollowUser(meetingId);
      // The link is written before its user may read anything: whatever fails after it, the
      // sweep finds the link and takes the read and the user away.
      const follow = await records
        .createFollow({
          meeting_id: meetingId,
          code_hash: deps.keyedHash(code),
          token_hash: null,
          user_id: userId,
          created_by: organiserId,
          expire: new Date(deps.now().getTime() + FOLLOW_HOURS * HOUR).toISOString(),
          opened: false,
          ended: false,
        })
        .catch(async (error: unknown) => {
          await records.deleteFollowUser(userId);
          throw error;
        });
      await records.grantStateRead(meetingId, userId);
      return { ...viewOf(follow), code };
    },

    async list(meetingId) {
      const now = deps.now();
      await endExpired(records, now);
      const follows = await records.listFollows([
        Query.equal("meeting_id", meetingId),
        Query.equal("ended", false),
        Query.greaterThan("expire", now.toISOString()),
      ]);
      return follows.map(viewOf);
    },

    async end(followId) {
      const follow = await records.getFollow(followId);
      if (!follow || !isWorking(follow, deps.now())) {
        throw new AppwriteException(
          "This follow link has already ended.",
          404,
          "user_session_not_found",
        );
      }
      await records.updateFollow(follow.$id, { ended: true });
      await takeAway(records, follow);
    },

    async open(codeInput) {
      take(OPEN_LIMIT, sender);
      const follow = await records.findFollowByCodeHash(
        deps.keyedHash(normaliseFollowCode(codeInput)),
      );
      if (!follow || follow.opened || !isWorking(follow, deps.now())) throw invalidLink("code");
      const secret = createSecret();
      await records.updateFollow(follow.$id, { opened: true, token_hash: hashSecret(secret) });
      return { follow: { ...viewOf(follow), isOpened: true }, token: `${follow.$id}.${secret}` };
    },

    async credential(token) {
      const [followId = "", secret = ""] = token.split(".");
      const follow = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(followId)
        ? await records.getFollow(followId)
        : null;
      if (
        !follow?.token_hash ||
        secret === "" ||
        !isWorking(follow, deps.now()) ||
        !secretMatchesHash(secret, follow.token_hash)
      ) {
        throw invalidLink("link");
      }
      return {
        meetingId: follow.meeting_id,
        jwt: await records.createJWT(follow.user_id),
        expire: follow.expire,
      };
    },
  });
}

function viewOf(follow: FollowDocument): PresenterFollowView {
  return {
    $id: follow.$id,
    meetingId: follow.meeting_id,
    expire: follow.expire,
    isOpened: follow.opened,
  };
}

function isWorking(follow: FollowDocument, now: Date): boolean {
  return !follow.ended && Date.parse(follow.expire) > now.getTime();
}

/** A wrong, used or expired code, or an ended link: Appwrite's answer to a wrong token secret. */
function invalidLink(what: "code" | "link"): AppwriteException {
  return new AppwriteException(
    what === "code"
      ? "This code is wrong, used or expired. Make a new one on the presenter view."
      : "This follow link has ended. Make a new one on the presenter view.",
    401,
    "user_invalid_token",
  );
}

/** The link's user loses the read and is deleted: every JWT made for it stops working. */
async function takeAway(records: FollowRecords, follow: FollowDocument): Promise<void> {
  await records.revokeStateRead(follow.meeting_id, follow.user_id);
  await records.deleteFollowUser(follow.user_id);
}

/**
 * Ends the links past their time every hour (and when an organiser makes or lists links), so a
 * link nobody looks at again does not keep its user and its read. Returns the way to stop.
 */
export function startFollowLinkSweep(admin: AdminClient, now: () => Date): () => void {
  const records = followRecords(admin);
  const round = () => {
    endExpired(records, now()).catch((error: unknown) =>
      console.error("presenter: could not end expired follow links", error),
    );
  };
  round();
  const timer = setInterval(round, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}

/** Links past their time: their users go, and then the links themselves. */
async function endExpired(records: FollowRecords, now: Date): Promise<void> {
  const expired = await records.listFollows([Query.lessThanEqual("expire", now.toISOString())]);
  for (const follow of expired) {
    // Ended links too: an end whose clean-up failed half-way is finished here.
    await takeAway(records, follow);
    await records.deleteFollow(follow.$id);
  }
}
