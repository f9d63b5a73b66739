import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import { listLogs } from "../../../services/account/audit-log.ts";
import type { BackendEnv } from "../../context.ts";
import { responseFormat } from "../../response-format.ts";
import { requestParams } from "../databases/document-params.ts";
import { toLogListModel } from "../../../models/account-models.ts";
import { parseParams } from "./params.ts";

const logsQuery = z.object({
  queries: z
    .array(z.string().max(4096, "Each query must be at most 4096 chars"))
    .max(100, "Value must be an array of at most 100 queries"),
  total: z
    .enum(["true", "false", "1", "0"], { error: "Value must be a valid boolean" })
    .default("true")
    .transform((text) => text === "true" || text === "1"),
});

/** GET /account/logs: the caller's audit trail, newest first, as the `logList` model. */
export function logRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);

  return new Hono<BackendEnv>().get("/", async (c) => {
    const { queries, total } = parseParams(logsQuery, requestParams(c));
    const page = await listLogs(accountDeps, c.get("caller"), queries, total);
    return c.json(toLogListModel(page, responseFormat(c)));
  });
}
