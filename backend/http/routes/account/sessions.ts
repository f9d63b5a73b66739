import { type Context, Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import {
  createAnonymousSession,
  createEmailPasswordSession,
  deleteSession,
  deleteSessions,
  getSession,
  listSessions,
  updateSession,
} from "../../../services/account/sessions.ts";
import { createTokenSession } from "../../../services/account/token-sessions.ts";
import { tokenDepsOf } from "../../../services/account/tokens.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byIp, byIpAndParam } from "./abuse-limits.ts";
import { authMethod } from "./auth-method.ts";
import { toSessionListModel, toSessionModel } from "../../../models/account-models.ts";
import { clientOf, email, parseParams, password, secret, uid, userId } from "./params.ts";
import { failureLimit, perHour } from "./rate-limit.ts";
import { answerNewSession, signOut } from "./session-answer.ts";

const credentials = z.object({ email, password });
const tokenSecret = z.object({ userId, secret });
const sessionPath = z.object({ sessionId: uid });

/** The /account/sessions routes: sign in (password, anonymous, token), list, get, extend, delete. */
export function sessionRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);
  const tokenDeps = tokenDepsOf(deps);
  const { projectId } = deps.config;
  // Failed password sign-ins count per address and client together, so wrong passwords from one
  // client never lock the owner out elsewhere, and per client over all addresses, so a flood of
  // guesses at many addresses is refused before it costs a hash (0013-sign-in-limits.md).
  const perAddressAndClient = deps.config.rateLimits.emailSessionsPerEmailPerHour;
  const signInFailures = failureLimit(deps, [
    {
      rule: perHour("accountCreateEmailPasswordSession", perAddressAndClient),
      keyOf: byIpAndParam("email"),
    },
    {
      rule: perHour("accountCreateEmailPasswordSession.client", perAddressAndClient * 10),
      keyOf: byIp,
    },
  ]);

  const createFromToken = async (c: Context<BackendEnv>) => {
    const input = parseParams(tokenSecret, c.get("body"));
    const created = await createTokenSession(tokenDeps, c.get("caller"), input, clientOf(c));
    return answerNewSession(c, projectId, created);
  };
  // Appwrite's key for the three token-session routes: the client's IP with the user id.
  const tokenSessionLimit = (operation: string) =>
    abuseLimit(deps, operation, 10, byIpAndParam("userId"));

  return new Hono<BackendEnv>()
    .post("/email", authMethod(deps, "email-password"), signInFailures, async (c) => {
      const input = parseParams(credentials, c.get("body"));
      const created = await createEmailPasswordSession(
        accountDeps,
        c.get("caller"),
        input,
        clientOf(c),
      );
      return answerNewSession(c, projectId, created);
    })
    .post(
      "/anonymous",
      authMethod(deps, "anonymous"),
      abuseLimit(deps, "accountCreateAnonymousSession", 50, byIp),
      async (c) => {
        const created = await createAnonymousSession(accountDeps, c.get("caller"), clientOf(c));
        return answerNewSession(c, projectId, created);
      },
    )
    .post("/token", tokenSessionLimit("accountCreateSession"), createFromToken)
    .put("/magic-url", tokenSessionLimit("accountUpdateMagicURLSession"), createFromToken)
    .put("/phone", tokenSessionLimit("accountUpdatePhoneSession"), createFromToken)
    .get("/", async (c) => {
      const caller = c.get("caller");
      const sessions = await listSessions(accountDeps, caller);
      return c.json(toSessionListModel(sessions, caller.sessionId));
    })
    .delete("/", abuseLimit(deps, "accountDeleteSessions", 100, byIp), async (c) => {
      await deleteSessions(accountDeps, c.get("caller"), clientOf(c));
      signOut(c, projectId);
      return c.body(null, 204);
    })
    .get("/:sessionId", async (c) => {
      const caller = c.get("caller");
      const session = await getSession(accountDeps, caller, c.req.param("sessionId"));
      return c.json(toSessionModel(session, caller.sessionId));
    })
    .patch("/:sessionId", abuseLimit(deps, "accountUpdateSession", 10, byIp), async (c) => {
      const { sessionId } = parseParams(sessionPath, c.req.param());
      const caller = c.get("caller");
      const session = await updateSession(accountDeps, caller, sessionId, clientOf(c));
      return c.json(toSessionModel(session, caller.sessionId));
    })
    .delete("/:sessionId", abuseLimit(deps, "accountDeleteSession", 100, byIp), async (c) => {
      const { isCurrent } = await deleteSession(
        accountDeps,
        c.get("caller"),
        c.req.param("sessionId"),
        clientOf(c),
      );
      if (isCurrent) signOut(c, projectId);
      return c.body(null, 204);
    });
}
