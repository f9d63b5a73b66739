import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { BackendDeps } from "../backend-deps.ts";
import { guestCaller } from "../services/caller.ts";
import { siteOrigins } from "../security/site-origins.ts";
import type { BackendEnv } from "./context.ts";
import { errorResponse, routeNotFound } from "./middleware/error-response.ts";
import { limitBody, parseJsonBody } from "./middleware/json-body.ts";
import { originCors } from "./middleware/origin-cors.ts";
import { requireProject } from "./middleware/project.ts";
import { requireMfaFactors } from "./middleware/mfa-gate.ts";
import { requireKeyScope, requireServerScope } from "./middleware/key-scope.ts";
import { resolveSession } from "./middleware/session.ts";
import { accountRoutes } from "./routes/account/index.ts";
import { oauth2CallbackRoutes } from "./routes/account/oauth2.ts";
import { documentRoutes } from "./routes/databases/documents.ts";
import { transactionRoutes } from "./routes/databases/transactions.ts";
import { Transactions } from "../services/transactions/transactions.ts";
import { documentsDepsOf } from "../services/documents.ts";
import { storageRoutes } from "./routes/storage/files.ts";
import { healthVersionRoutes } from "./routes/health/version.ts";
import { userRoutes } from "./routes/users/users.ts";

/**
 * The embedded Appwrite API, mounted at /v1. Middleware order matters and reads top to bottom:
 * CORS and origin first (a preflight carries no project header), then the project, the body,
 * and the session that every route's permission checks rely on.
 */
export function createBackendApp(deps: BackendDeps): Hono<BackendEnv> {
  const app = new Hono<BackendEnv>().basePath("/v1");
  app.onError(errorResponse);
  app.notFound(routeNotFound);

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("caller", guestCaller);
    await next();
  });
  // OAuth2 providers return the browser here without a project: answered before the checks.
  app.route("/account/sessions/oauth2/callback", oauth2CallbackRoutes(deps.config.publicUrl));
  app.use(originCors(siteOrigins(deps.config)));
  app.use(requireProject(deps.config.projectId));
  app.use(limitBody);
  app.use(parseJsonBody);
  app.use(resolveSession(deps));
  app.use(requireMfaFactors(deps));

  app.route("/health/version", healthVersionRoutes());
  app.route("/account", accountRoutes(deps));
  app.use("/databases/*", requireKeyScope("documents"));
  app.use("/tablesdb/*", requireKeyScope("documents"));
  // One set of open transactions, staged through either API and through document calls.
  const transactions = new Transactions(documentsDepsOf(deps));
  app.route("/databases", transactionRoutes(transactions));
  app.route("/tablesdb", transactionRoutes(transactions));
  app.route("/databases", documentRoutes(deps, transactions));
  app.use("/storage/*", requireKeyScope("files"));
  app.route("/storage", storageRoutes(deps));
  app.use("/users", requireServerScope("users", deps.store.accounts));
  app.use("/users/*", requireServerScope("users", deps.store.accounts));
  app.route("/users", userRoutes(deps));
  return app;
}
