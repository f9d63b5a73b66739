import { Hono } from "hono";
import { z } from "zod";
import type { BackendDeps } from "../../../backend-deps.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import { createJWT } from "../../../services/account/jwts.ts";
import type { BackendEnv } from "../../context.ts";
import { abuseLimit, byCaller } from "./abuse-limits.ts";
import { authMethod } from "./auth-method.ts";
import { jwtDuration, parseParams } from "./params.ts";

const jwtBody = z.object({ duration: jwtDuration });

/** POST /account/jwts: a short-lived JWT for the current session, as the `jwt` model. */
export function jwtRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);

  return new Hono<BackendEnv>().post(
    "/",
    authMethod(deps, "jwt"),
    abuseLimit(deps, "accountCreateJWT", 100, byCaller),
    async (c) => {
      const { duration } = parseParams(jwtBody, c.get("body"));
      const jwt = await createJWT(accountDeps, c.get("caller"), {
        durationSeconds: duration,
        isJwtCaller: c.req.header("X-Appwrite-JWT") !== undefined,
      });
      return c.json({ jwt }, 201);
    },
  );
}
