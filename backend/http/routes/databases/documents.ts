import { Hono } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { BackendEnv } from "../../context.ts";

// STUB (documents engineer replaces).
export function documentRoutes(_deps: BackendDeps): Hono<BackendEnv> {
  return new Hono<BackendEnv>();
}
