import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * The client build's files as the URL paths they answer (`/assets/app-1a2b.js`, `/favicon.svg`),
 * listed once at start: the build does not change under a running server, so a page's request
 * is told apart from a file's by a look in this set, not by asking the disk first.
 */
export function listStaticFiles(clientDir: string): ReadonlySet<string> {
  const paths = new Set<string>();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    paths.add(`/${relative.split(path.sep).join("/")}`);
  }
  return paths;
}

/**
 * Sends the files of the client build that `listStaticFiles` found; every other request goes on
 * (to the site). Text files are sent as the build compressed them (vite.config.ts); fingerprinted
 * build assets never change under the same name, so they are cached for a year, and the other
 * files (the icon) keep their names across builds: kept a day.
 */
export function serveStaticFiles(clientDir: string): MiddlewareHandler {
  const files = listStaticFiles(clientDir);
  const serve = serveStatic({ root: path.relative(process.cwd(), clientDir), precompressed: true });
  return async (c, next) => {
    if (!files.has(c.req.path)) return next();
    const sent = await serve(c, next);
    // Set on the answer itself: serveStatic's onFound runs after its answer is built.
    sent?.headers.set(
      "Cache-Control",
      c.req.path.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=86400",
    );
    return sent;
  };
}
