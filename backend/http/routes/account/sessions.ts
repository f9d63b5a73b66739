import type { Context } from "hono";
import { Hono } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import { emailParam, passwordParam, requiredParam } from "../../../services/account-params.ts";
import { accountDepsOf } from "../../../services/accounts.ts";
import {
  createEmailPasswordSession,
  deleteSession,
  deleteSessions,
  getSession,
  listSessions,
} from "../../../services/sessions.ts";
import type { BackendEnv } from "../../context.ts";
import {
  clearedSessionCookie,
  fallbackCookiesHeader,
  sessionCookie,
} from "../../session-cookie.ts";
import { toSessionListModel, toSessionModel } from "./models.ts";
import { perHour, rateLimit } from "./rate-limit.ts";

/** The /account/sessions routes: sign in, list, get and delete sessions. */
export function sessionRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);
  const { projectId } = deps.config;
  const emailLimit = perHour(
    "accountCreateEmailPasswordSession",
    deps.config.rateLimits.emailSessionsPerEmailPerHour,
  );

  return new Hono<BackendEnv>()
    .post("/email", rateLimit(deps, emailLimit, emailOfBody), async (c) => {
      const body = c.get("body");
      const credentials = {
        email: emailParam(requiredParam(body, "email")),
        password: passwordParam(requiredParam(body, "password")),
      };
      const client = { ip: c.get("clientIp"), userAgent: c.req.header("User-Agent") ?? "" };
      const caller = c.get("caller");
      const { session, token } = await createEmailPasswordSession(
        accountDeps,
        caller,
        credentials,
        client,
      );
      c.header("Set-Cookie", sessionCookie(projectId, token, session.expire, isHttps(c)));
      c.header("X-Fallback-Cookies", fallbackCookiesHeader(projectId, token));
      return c.json(toSessionModel(session, session.id), 201);
    })
    .get("/", async (c) => {
      const caller = c.get("caller");
      const sessions = await listSessions(accountDeps, caller);
      return c.json(toSessionListModel(sessions, caller.sessionId));
    })
    .delete("/", async (c) => {
      await deleteSessions(accountDeps, c.get("caller"));
      signOut(c, projectId);
      return c.body(null, 204);
    })
    .get("/:sessionId", async (c) => {
      const caller = c.get("caller");
      const session = await getSession(accountDeps, caller, c.req.param("sessionId"));
      return c.json(toSessionModel(session, caller.sessionId));
    })
    .delete("/:sessionId", async (c) => {
      const { isCurrent } = await deleteSession(
        accountDeps,
        c.get("caller"),
        c.req.param("sessionId"),
      );
      if (isCurrent) signOut(c, projectId);
      return c.body(null, 204);
    });
}

/** Email sessions are limited per address (Appwrite's key: url + email), in any letter case. */
function emailOfBody(c: Context<BackendEnv>): string {
  const email = c.get("body")["email"];
  return typeof email === "string" ? email.toLowerCase() : "";
}

/** Clears the session cookie and the SDK's localStorage copy, as Appwrite does on sign-out. */
function signOut(c: Context<BackendEnv>, projectId: string): void {
  c.header("Set-Cookie", clearedSessionCookie(projectId, isHttps(c)));
  c.header("X-Fallback-Cookies", fallbackCookiesHeader(projectId, null));
}

function isHttps(c: Context<BackendEnv>): boolean {
  return new URL(c.req.url).protocol === "https:";
}
