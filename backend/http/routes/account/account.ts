import { Hono } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import { accountDepsOf } from "../../../services/account/account-deps.ts";
import {
  emailParam,
  nameParam,
  passwordParam,
  requiredParam,
  userIdParam,
} from "../../../services/account/account-params.ts";
import { createAccount, getAccount } from "../../../services/account/accounts.ts";
import type { BackendEnv } from "../../context.ts";
import { authMethod } from "./auth-method.ts";
import { toUserModel } from "../../../models/account-models.ts";
import { clientOf } from "./params.ts";
import { perHour, rateLimit } from "./rate-limit.ts";

/** POST /account (accountCreate) and GET /account (accountGet). */
export function accountProfileRoutes(deps: BackendDeps): Hono<BackendEnv> {
  const accountDeps = accountDepsOf(deps);
  const createLimit = perHour("accountCreate", deps.config.rateLimits.accountsPerIpPerHour);

  return new Hono<BackendEnv>()
    .post(
      "/",
      authMethod(deps, "email-password"),
      rateLimit(deps, createLimit, (c) => c.get("clientGroup")),
      async (c) => {
        const body = c.get("body");
        const input = {
          userId: userIdParam(requiredParam(body, "userId")),
          email: emailParam(requiredParam(body, "email")),
          password: passwordParam(requiredParam(body, "password")),
          name: nameParam(body["name"]),
        };
        const user = await createAccount(accountDeps, input, clientOf(c));
        return c.json(toUserModel(user), 201);
      },
    )
    .get("/", async (c) => {
      const user = await getAccount(accountDeps, c.get("caller"));
      return c.json(toUserModel(user));
    });
}
