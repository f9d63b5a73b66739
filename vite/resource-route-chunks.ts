import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// React Router gives every route a browser module, and its manifest requires one (the build stops
// with "Chunk not found" without it). A resource route (a loader that answers with a file: the
// calendars, feed, sitemap, robots.txt, preview image) exports nothing the browser runs, so its
// module is empty by design, and Rollup said so for each of them on every build. Only those
// notices are dropped: an empty chunk of a route that has a page (a lost default export) is
// still reported.

/** Whether a route module in `routesDirectory` named `name` is a resource route. */
export function isResourceRouteChunk(routesDirectory: string, name: string): boolean {
  const modules = fs
    .readdirSync(routesDirectory, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && path.basename(file).replace(/\.tsx?$/, "") === name);
  return (
    modules.length > 0 &&
    modules.every((file) => {
      const code = fs.readFileSync(path.join(routesDirectory, file), "utf8");
      return /^export (?:async )?function loader\b/m.test(code) && !/^export default\b/m.test(code);
    })
  );
}

/** Drops Rollup's empty-chunk notice for the browser modules of resource routes. */
export function resourceRouteChunks(routesDirectory: string): Plugin {
  return {
    name: "resource-route-chunks",
    apply: "build",
    onLog(_level, log) {
      if (log.code !== "EMPTY_BUNDLE") return;
      const names = log.names ?? [];
      if (names.length > 0 && names.every((name) => isResourceRouteChunk(routesDirectory, name))) {
        return false;
      }
    },
  };
}
