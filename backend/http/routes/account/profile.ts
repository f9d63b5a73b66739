import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import {
  getPrefs,
  updateEmail,
  updateName,
  updatePassword,
  updatePhone,
  updatePrefs,
  updateStatus,
} from "../../../services/account/profile.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byIp, writeLimit } from "./abuse-limits.ts";
import { toUserModel } from "../../../models/account-models.ts";
import { clientOf, email, name, parseParams, password, phone, prefs } from "./params.ts";
import { signOut } from "./session-answer.ts";

const nameBody = z.object({ name });
const emailBody = z.object({ email, password });
const phoneBody = z.object({ phone, password });
const passwordBody = z.object({
  password,
  // Optional for a user who has no password yet; checked against the stored one otherwise.
  oldPassword: z.string().default(""),
});
const prefsBody = z.object({ prefs });

/**
 * The caller's own profile: PATCH /account/name, /email, /phone, /password, /status, and
 * GET/PATCH /account/prefs. Each answers the user model (prefs: the preferences model).
 */
export function profileRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);

  return new Hono<BackendEnv>()
    .patch("/name", writeLimit(deps, "accountUpdateName"), async (c) => {
      const input = parseParams(nameBody, c.get("body"));
      const user = await updateName(accountDeps, c.get("caller"), input.name, clientOf(c));
      return c.json(toUserModel(user));
    })
    .patch("/email", writeLimit(deps, "accountUpdateEmail"), async (c) => {
      const input = parseParams(emailBody, c.get("body"));
      const user = await updateEmail(accountDeps, c.get("caller"), input, clientOf(c));
      return c.json(toUserModel(user));
    })
    .patch("/phone", writeLimit(deps, "accountUpdatePhone"), async (c) => {
      const input = parseParams(phoneBody, c.get("body"));
      const user = await updatePhone(accountDeps, c.get("caller"), input, clientOf(c));
      return c.json(toUserModel(user));
    })
    .patch("/password", abuseLimit(deps, "accountUpdatePassword", 10, byIp), async (c) => {
      const input = parseParams(passwordBody, c.get("body"));
      const user = await updatePassword(accountDeps, c.get("caller"), input, clientOf(c));
      return c.json(toUserModel(user));
    })
    .get("/prefs", async (c) => {
      return c.json(await getPrefs(accountDeps, c.get("caller")));
    })
    .patch("/prefs", writeLimit(deps, "accountUpdatePrefs"), async (c) => {
      const input = parseParams(prefsBody, c.get("body"));
      const user = await updatePrefs(accountDeps, c.get("caller"), input.prefs, clientOf(c));
      return c.json(toUserModel(user));
    })
    .patch("/status", async (c) => {
      const user = await updateStatus(accountDeps, c.get("caller"), clientOf(c));
      signOut(c, deps.config.projectId);
      return c.json(toUserModel(user));
    });
}
