import type { Caller } from "../services/caller.ts";

/** What middleware puts on the Hono context for the routes after it. */
export interface BackendEnv {
  Variables: {
    requestId: string;
    caller: Caller;
    /** The parsed JSON body (an object), or {} for requests without one. */
    body: Record<string, unknown>;
    /** The client's address: the socket peer, or the client trusted proxies name (TRUST_PROXY). */
    clientIp: string;
    /** What per-client limits count by: clientIp, or its /64 network for IPv6 (limitGroupOf). */
    clientGroup: string;
    /**
     * The request came from the site's own server in the same process (no socket): the
     * trusted client that limits meant for strangers on the network do not count.
     */
    isSiteServer: boolean;
    /** Whether Set-Cookie gets Secure: PUBLIC_URL is https, or this request came over https. */
    secureCookies: boolean;
  };
}
