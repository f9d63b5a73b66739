import { createMiddleware } from "hono/factory";
import type { BackendDeps } from "../../backend-deps.ts";
import type { BackendEnv } from "../context.ts";

// STUB (accounts engineer replaces): resolves the caller from the session cookie / headers.
export function resolveSession(_deps: BackendDeps) {
  return createMiddleware<BackendEnv>(async (_c, next) => {
    await next();
  });
}
