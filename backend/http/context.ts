import type { Caller } from "../services/caller.ts";

/** What middleware puts on the Hono context for the routes after it. */
export interface BackendEnv {
  Variables: {
    requestId: string;
    caller: Caller;
    /** The parsed JSON body (an object), or {} for requests without one. */
    body: Record<string, unknown>;
    clientIp: string;
  };
}
