import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import { isHydratedPage } from "../lib/page-hydration.ts";
import routes from "../routes.ts";

// Two rules of a public page that nothing else would catch (decisions 0077, 0083): a page is
// static unless its route opts into hydration (about 95 KiB more JavaScript, and no error), which
// only browser-only screens may do and must do; and the page cache serves a page stale when its
// loader reads the clock without reporting to PageFreshness when the page next reads differently.
// eslint.config.js holds the other half: no public module reads the clock except through its
// loader's context.now().

const appDir = path.resolve(import.meta.dirname, "..");

/**
 * Every route module outside routes/admin/ (its screens are checked below; its files answer an
 * organiser's requests and are never kept).
 */
function publicModules(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.file.startsWith("routes/admin/")
      ? []
      : [entry.file, ...publicModules(entry.children ?? [])],
  );
}

/** The admin screens React hydrates after the server has drawn them: the live ones (0150). */
const LIVE_ADMIN_SCREENS = ["routes/admin/presenter.tsx"];

/** The screens under the admin frame (its children in the route table). */
const adminScreens = routes
  .filter((entry) => entry.file === "routes/admin/layout.tsx")
  .flatMap((entry) => entry.children ?? [])
  .map(({ file }) => ({ file }));

const modules = await Promise.all(
  publicModules(routes).map(async (file) => ({
    file,
    source: fs.readFileSync(path.join(appDir, file), "utf8"),
    exports: (await import(path.join(appDir, file))) as Record<string, unknown>,
  })),
);

describe("public routes", () => {
  test("the route table has public pages, files and browser-only screens to check", () => {
    const kinds = new Set(modules.map(({ exports }) => kindOf(exports)));
    expect(kinds).toEqual(new Set(["static page", "browser-only screen", "file"]));
  });

  test.each(modules.map(({ file, exports }) => ({ file, exports })))(
    "$file is a static page, a file or a hydrated browser-only screen, and hydrates only if one",
    ({ exports }) => {
      const kind = kindOf(exports);
      expect(["static page", "file", "browser-only screen"]).toContain(kind);
      expect(isHydratedPage([{ handle: exports.handle }])).toBe(kind === "browser-only screen");
    },
  );

  test("the admin frame is drawn by the server, so each admin screen hydrates only if it opts in", async () => {
    const frame = (await import("./admin/layout.tsx")) as Record<string, unknown>;
    expect(isHydratedPage([{ handle: frame.handle }])).toBe(false);
  });

  test.each(adminScreens)(
    "admin screen $file is drawn by the server with its data, and hydrated only if it is live",
    async ({ file }) => {
      const exports = (await import(path.join(appDir, file))) as Record<string, unknown>;
      const isHydrated = isHydratedPage([{ handle: exports.handle }]);
      if (typeof exports.clientLoader === "function") expect(isHydrated).toBe(true);
      else {
        expect({ hasLoader: typeof exports.loader, isHydrated }).toEqual({
          hasLoader: "function",
          isHydrated: LIVE_ADMIN_SCREENS.includes(file),
        });
      }
    },
  );

  const clockReaders = modules.filter(({ source }) => source.includes("context.now()"));

  test("the pages and files that read the clock are found", () => {
    expect(clockReaders.map(({ file }) => file)).toEqual(
      expect.arrayContaining(["routes/home.tsx", "routes/agenda.tsx", "routes/atom-feed.ts"]),
    );
  });

  test.each(clockReaders.map(({ file, source }) => ({ file, source })))(
    "$file reads the clock and reports to the page cache when it next reads differently",
    ({ source }) => {
      expect(source).toMatch(/context\.pageFreshness\?\.changesAt\(/);
    },
  );
});

/**
 * What a route module is: a file (a loader and no component), a browser-only screen (a client
 * loader: nothing to show before React runs, so it must opt into hydration, like the admin
 * frame), a static page (React never loads), or else a wrong one: a browser-only screen left
 * static (it would never show), or a page that opts into hydration it does not need.
 */
function kindOf(exports: Record<string, unknown>): string {
  if (exports.default === undefined) return "file";
  const isHydrated = isHydratedPage([{ handle: exports.handle }]);
  if (typeof exports.clientLoader === "function") {
    return isHydrated ? "browser-only screen" : "browser-only screen left static";
  }
  return isHydrated ? "page hydrated without a client loader" : "static page";
}
