import http from "node:http";
import type { HttpBindings, ServerType } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";

/** The site as Vite serves it in development (npm run dev): sources, not a build. */
export interface DevSite {
  /** The current server build; Vite reloads the modules an edit changed. */
  build(): Promise<ServerBuild>;
  /** Answers Vite's own requests (the HMR client, source modules, styles); others go on. */
  middleware: MiddlewareHandler<{ Bindings: HttpBindings }>;
  close(): Promise<void>;
}

/**
 * Starts Vite in middleware mode on the server's own HTTP server, so hot updates reach the page
 * over this origin (the page's connect-src 'self' covers them). Vite is a dev dependency, so it is
 * imported only here, only when `npm run dev` asks for it.
 */
export async function startDevSite(httpServer: ServerType): Promise<DevSite> {
  if (!(httpServer instanceof http.Server)) throw new Error("npm run dev serves plain HTTP only.");
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer, path: DEV_HMR_PATH } },
    appType: "custom",
  });
  return {
    // The React Router plugin's virtual module is the same server build `react-router build` writes.
    build: async () =>
      (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
    middleware: async (c, next) => {
      const { incoming, outgoing } = c.env;
      const isHandled = await new Promise<boolean>((resolve) => {
        outgoing.once("finish", () => resolve(true));
        vite.middlewares(incoming, outgoing, () => resolve(false));
      });
      if (isHandled) return RESPONSE_ALREADY_SENT;
      await next();
    },
    close: () => vite.close(),
  };
}

/** Where the page's HMR websocket connects; the realtime endpoint leaves these upgrades alone. */
export const DEV_HMR_PATH = "/__vite_hmr";

/**
 * In development only, React Router inlines each route's critical CSS and Vite injects edited
 * styles, neither with the page's nonce; the page's CSP would block them and show it unstyled.
 * Production pages keep the strict policy (and tests run against the build).
 */
export function allowDevStyles(response: Response): Response {
  const policy = response.headers.get("Content-Security-Policy");
  if (policy) {
    const relaxed = policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
    response.headers.set("Content-Security-Policy", relaxed);
  }
  return response;
}
