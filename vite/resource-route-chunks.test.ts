import path from "node:path";
import { describe, expect, it } from "vitest";
import { isResourceRouteChunk } from "./resource-route-chunks.ts";

const routes = path.resolve(import.meta.dirname, "..", "app", "routes");

describe("which empty browser chunks are a resource route's", () => {
  it.each(["robots", "sitemap", "atom-feed", "calendar-feed", "calendar-file", "og-image"])(
    "%s, a loader that answers with a file, is one",
    (name) => {
      expect(isResourceRouteChunk(routes, name)).toBe(true);
    },
  );

  it.each(["home", "agenda", "meeting", "layout", "not-found"])(
    "%s, a route with a page, is not (its empty chunk would still be reported)",
    (name) => {
      expect(isResourceRouteChunk(routes, name)).toBe(false);
    },
  );

  it("a chunk named for no route module is not", () => {
    expect(isResourceRouteChunk(routes, "entry.client")).toBe(false);
  });
});
