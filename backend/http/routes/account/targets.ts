import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import {
  createPushTarget,
  deletePushTarget,
  updatePushTarget,
} from "../../../services/account/targets.ts";
import type { BackendEnv } from "../../context.ts";
import { toTargetModel } from "../../../models/account-models.ts";
import { clientOf, customId, identifier, parseParams, uid } from "./params.ts";

const createBody = z.object({
  targetId: customId,
  identifier,
  providerId: z.union([uid, z.literal("")]).default(""),
});
const targetPath = z.object({ targetId: uid });
const updateBody = z.object({ identifier });

/** Push targets: POST /account/targets/push, PUT and DELETE /account/targets/{targetId}/push. */
export function targetRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);

  return new Hono<BackendEnv>()
    .post("/push", async (c) => {
      const input = parseParams(createBody, c.get("body"));
      const target = await createPushTarget(accountDeps, c.get("caller"), input, clientOf(c));
      return c.json(toTargetModel(target), 201);
    })
    .put("/:targetId/push", async (c) => {
      const { targetId } = parseParams(targetPath, c.req.param());
      const { identifier } = parseParams(updateBody, c.get("body"));
      const input = { targetId, identifier };
      const target = await updatePushTarget(accountDeps, c.get("caller"), input, clientOf(c));
      return c.json(toTargetModel(target));
    })
    .delete("/:targetId/push", async (c) => {
      const { targetId } = parseParams(targetPath, c.req.param());
      await deletePushTarget(accountDeps, c.get("caller"), targetId, clientOf(c));
      return c.body(null, 204);
    });
}
