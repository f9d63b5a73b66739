import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import {
  createPresenterFollow,
  deletePresenterFollow,
  exchangePresenterFollowCode,
  getFollowedPresenterState,
  listPresenterFollows,
  presenterFollowDepsOf,
} from "../../../services/presenter-follows.ts";
import type { PresenterFollowRecord } from "../../../storage/presenter-follow-store.ts";
import type { BackendEnv } from "../../context.ts";
import { responseFormat } from "../../response-format.ts";
import { abuseLimit, byCaller, byIp } from "../account/abuse-limits.ts";
import { parseParams } from "../account/params.ts";
import { toDocumentModel } from "../../../models/document-models.ts";

// Not Appwrite's API: a projector's read-only follow link (decision 0070), under /v1/club like
// the organisers' operations. An organiser makes, lists and ends them; the projector exchanges
// the code once, then reads its meeting's presenter state with the token as its session.

const meetingBody = z.object({ meetingId: z.string().max(36) });
const meetingQuery = z.object({ meetingId: z.string().max(36) });
const codeBody = z.object({ code: z.string().max(64) });

/** One follow link as the presenter view shows it (its code and token are never shown again). */
function toFollowModel(follow: PresenterFollowRecord) {
  return {
    $id: follow.id,
    meetingId: follow.meetingId,
    $createdAt: follow.createdAt.toISOString(),
    expire: follow.expire.toISOString(),
    isOpened: follow.tokenHash !== null,
  };
}

/** /v1/club/presenter-follows: make, list, end, exchange and read follow links. */
export function presenterFollowRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const followDeps = presenterFollowDepsOf(deps);

  return (
    new Hono<BackendEnv>()
      .post("/", abuseLimit(deps, "clubPresenterFollowCreate", 60, byCaller), async (c) => {
        const { meetingId } = parseParams(meetingBody, c.get("body"));
        const { follow, code } = await createPresenterFollow(
          followDeps,
          c.get("caller"),
          meetingId,
        );
        return c.json({ ...toFollowModel(follow), code }, 201);
      })
      .get("/", async (c) => {
        const { meetingId } = parseParams(meetingQuery, c.req.query());
        const follows = await listPresenterFollows(followDeps, c.get("caller"), meetingId);
        return c.json({ total: follows.length, follows: follows.map(toFollowModel) });
      })
      .delete("/:followId", async (c) => {
        await deletePresenterFollow(followDeps, c.get("caller"), c.req.param("followId"));
        return c.body(null, 204);
      })
      // Per address: a classroom shares one, and 30 tries an hour leave 50-bit codes unguessable.
      .post("/exchange", abuseLimit(deps, "clubPresenterFollowExchange", 30, byIp), async (c) => {
        const { code } = parseParams(codeBody, c.get("body"));
        const { follow, token } = await exchangePresenterFollowCode(followDeps, code);
        return c.json({ ...toFollowModel(follow), token }, 201);
      })
      .get("/current", async (c) => {
        const { follow, state } = await getFollowedPresenterState(followDeps, c.get("caller"));
        const format = responseFormat(c);
        return c.json({
          ...toFollowModel(follow),
          state:
            state && followDeps.presenterStates
              ? toDocumentModel(followDeps.presenterStates, state, format)
              : null,
        });
      })
  );
}
