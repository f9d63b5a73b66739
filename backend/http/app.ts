import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { BackendDeps } from "../backend-deps.ts";
import { guestCaller } from "../services/caller.ts";
import type { BackendEnv } from "./context.ts";
import { errorResponse, routeNotFound } from "./middleware/error-response.ts";
import { limitBody, parseJsonBody } from "./middleware/json-body.ts";
import { originCors } from "./middleware/origin-cors.ts";
import { requireProject } from "./middleware/project.ts";
import { resolveSession } from "./middleware/session.ts";
import { accountRoutes } from "./routes/account/index.ts";
import { documentRoutes } from "./routes/databases/documents.ts";

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
  app.use(originCors(deps.config.allowedOrigins));
  app.use(requireProject(deps.config.projectId));
  app.use(limitBody);
  app.use(parseJsonBody);
  app.use(resolveSession(deps));

  app.route("/account", accountRoutes(deps));
  app.route("/databases", documentRoutes(deps));
  return app;
}
