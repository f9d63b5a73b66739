import { Hono } from "hono";
import type { BackendDeps } from "../../../backend-deps.ts";
import type { BackendEnv } from "../../context.ts";

// STUB (accounts engineer replaces).
export function accountRoutes(_deps: BackendDeps): Hono<BackendEnv> {
  return new Hono<BackendEnv>();
}
