import { createMiddleware } from "hono/factory";
import { AppwriteError } from "../../errors/appwrite-error.ts";
import { isAllowedOrigin } from "../../security/site-origins.ts";
import type { BackendEnv } from "../context.ts";
import { jsonError } from "./error-response.ts";

// The request headers Appwrite's CORS answer allows, so every SDK header passes a preflight.
const allowedHeaders = [
  "Origin",
  "Cookie",
  "Set-Cookie",
  "X-Requested-With",
  "Content-Type",
  "Access-Control-Allow-Origin",
  "Access-Control-Request-Headers",
  "Accept",
  "X-Appwrite-Project",
  "X-Appwrite-Key",
  "X-Appwrite-Dev-Key",
  "X-Appwrite-Locale",
  "X-Appwrite-Mode",
  "X-Appwrite-JWT",
  "X-Appwrite-Response-Format",
  "X-Appwrite-Timeout",
  "X-SDK-Version",
  "X-SDK-Name",
  "X-SDK-Language",
  "X-SDK-Platform",
  "X-SDK-GraphQL",
  "X-Appwrite-ID",
  "X-Appwrite-Timestamp",
  "Content-Range",
  "Range",
  "Cache-Control",
  "Expires",
  "Pragma",
  "X-Fallback-Cookies",
  "X-Appwrite-Session",
  "X-Forwarded-For",
  "X-Forwarded-User-Agent",
].join(", ");

const allowedMethods = "GET, POST, PUT, PATCH, DELETE";
const exposedHeaders = "X-Appwrite-Session, X-Fallback-Cookies";

/**
 * Browsers may call only from the site's public address (PUBLIC_URL) or a configured platform,
 * `allowedOrigins` (security/site-origins.ts); anything else gets 403 general_unknown_origin, as
 * Appwrite answers. The request's own Host does not count: it is whatever the client wrote.
 * Requests without an Origin (server-side SDKs, curl) pass. Allowed origins get CORS headers
 * with credentials, so session cookies travel.
 */
export function originCors(allowedOrigins: readonly string[]) {
  return createMiddleware<BackendEnv>(async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin === undefined) {
      await next();
      return;
    }
    if (!isAllowedOrigin(origin, allowedOrigins)) {
      return jsonError(
        new AppwriteError(
          "general_unknown_origin",
          `Invalid Origin. Register your new client (${origin}) as a new Web platform on your project console dashboard`,
        ),
      );
    }
    const corsHeaders = {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Expose-Headers": exposedHeaders,
      Vary: "Origin",
    };
    if (c.req.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders,
          "Access-Control-Allow-Methods": allowedMethods,
          "Access-Control-Allow-Headers": allowedHeaders,
          "Access-Control-Max-Age": "86400",
        },
      });
    }
    await next();
    for (const [name, value] of Object.entries(corsHeaders)) c.res.headers.set(name, value);
  });
}
