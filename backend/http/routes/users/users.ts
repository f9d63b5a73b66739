import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { toSessionListModel, toUserModel } from "../../../models/account-models.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import {
  createUserAsServer,
  updateEmailVerification,
  updateLabels,
} from "../../../services/account/accounts.ts";
import { createUserJWT } from "../../../services/account/jwts.ts";
import { parseUserQueries } from "../../../queries/user-queries.ts";
import {
  deleteUserById,
  deleteUserSessions,
  getUserById,
  listUserSessions,
  listUsersPage,
} from "../../../services/users.ts";
import type { BackendEnv } from "../../context.ts";
import { requestParams } from "../databases/document-params.ts";
import {
  email,
  jwtDuration,
  name,
  parseParams,
  password,
  phone,
  userId,
} from "../account/params.ts";

// The Users API (Appwrite 1.7, app/controllers/api/users.php) as far as the site's server uses it:
// create, list, get and delete users, replace their labels, mark their email verified, list and end their
// sessions, make a JWT for them. Mounted at /v1/users behind requireServerScope: a key with users.read or users.write.

const listParams = z.object({
  queries: z.array(z.string()).max(100),
  search: z
    .string()
    .max(256, "Value must be a valid string and no longer than 256 chars")
    .default(""),
});
const userPath = z.object({ userId });
const createBody = z.object({
  userId,
  email: email.optional(),
  phone: phone.optional(),
  password: password.optional(),
  name: name.optional(),
});
const labelsBody = z.object({ labels: z.array(z.unknown()).max(1000) });
const verificationBody = z.object({ emailVerification: z.boolean() });
// Appwrite 1.7's sessionId: a session's id, "recent" for the latest, or none (its default ""),
// which makes a JWT bound to no session (later versions default to "recent").
const jwtBody = z.object({
  sessionId: z.union([z.literal(""), userId]).default(""),
  duration: jwtDuration,
});

export function userRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);
  const idOf = (params: Record<string, string>) => parseParams(userPath, params).userId;
  return new Hono<BackendEnv>()
    .get("/", async (c) => {
      const { queries, search } = parseParams(listParams, requestParams(c));
      const page = await listUsersPage(accountDeps, parseUserQueries(queries), search);
      return c.json({ total: page.total, users: page.users.map(toUserModel) });
    })
    .post("/", async (c) => {
      const input = parseParams(createBody, c.get("body"));
      const user = await createUserAsServer(accountDeps, {
        userId: input.userId,
        email: input.email ?? "",
        ...(input.phone ? { phone: input.phone } : {}),
        name: input.name ?? "",
        password: input.password ?? null,
      });
      return c.json(toUserModel(user), 201);
    })
    .get("/:userId", async (c) =>
      c.json(toUserModel(await getUserById(accountDeps, idOf(c.req.param())))),
    )
    .delete("/:userId", async (c) => {
      await deleteUserById(accountDeps, idOf(c.req.param()));
      return c.body(null, 204);
    })
    .put("/:userId/labels", async (c) => {
      const { labels } = parseParams(labelsBody, c.get("body"));
      return c.json(toUserModel(await updateLabels(accountDeps, idOf(c.req.param()), labels)));
    })
    .patch("/:userId/verification", async (c) => {
      const { emailVerification } = parseParams(verificationBody, c.get("body"));
      const user = await updateEmailVerification(
        accountDeps,
        idOf(c.req.param()),
        emailVerification,
      );
      return c.json(toUserModel(user));
    })
    .get("/:userId/sessions", async (c) =>
      c.json(toSessionListModel(await listUserSessions(accountDeps, idOf(c.req.param())), null)),
    )
    .delete("/:userId/sessions", async (c) => {
      await deleteUserSessions(accountDeps, idOf(c.req.param()));
      return c.body(null, 204);
    })
    .post("/:userId/jwts", async (c) => {
      const { sessionId, duration } = parseParams(jwtBody, c.get("body"));
      const jwt = await createUserJWT(accountDeps, idOf(c.req.param()), {
        sessionId,
        durationSeconds: duration,
      });
      return c.json({ jwt }, 201);
    });
}
