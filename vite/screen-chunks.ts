import type { Plugin, Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

// How the browser build (React Router's chunks; the page script is bundled on its own) is cut
// into files, so a hydrated screen on a phone's slow network loads few of them (issue 23,
// decision 0088). Rollup's default gives each set of screens sharing a module a chunk of its
// own: `/admin` fetched 21 scripts, many under 1 KiB. Here a module goes where every screen
// that needs it already goes:
// - what the browser entry imports (React DOM, React Router) goes with it: every hydrated page
//   runs it;
// - what the root route imports goes with the root route, which every page renders;
// - what, among the screens React hydrates, only admin screens import goes with the one admin
//   screen that needs it, else with the admin frame (a screen may load a few KiB it does not run,
//   for one request instead of many). A static public page's route module runs in the browser
//   only after a hydrated screen navigates to it: what it shares with admin screens goes with
//   the root route.
// Everything else (what public hydrated screens share, what loads on demand) is left to Rollup.

const BROWSER_ENTRY = "entry.client";
const ROUTE_ENTRY = /\/app\/(routes\/.+|root)\.tsx?\?__react-router-build-client-route$/;
const ROOT = "root";
const ADMIN = "routes/admin/";
const ADMIN_FRAME = "routes/admin/layout";

/**
 * The route (as "routes/admin/panel", "root") whose browser module is `id`, or "entry.client"
 * for React Router's browser entry, if it is one of those.
 */
function routeOf(id: string): string | undefined {
  return id.endsWith(`/${BROWSER_ENTRY}.tsx`) ? BROWSER_ENTRY : ROUTE_ENTRY.exec(id)?.[1];
}

/** The routes whose modules import `id`, directly or through other static imports. */
function routesImporting(
  id: string,
  meta: ManualChunkMeta,
  known: Map<string, Set<string>>,
  entryIds: Map<string, string>,
): Set<string> {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  const routes = new Set<string>();
  // Set before walking, so an import cycle ends instead of recursing for ever.
  known.set(id, routes);
  const route = routeOf(id);
  if (route !== undefined) {
    routes.add(route);
    entryIds.set(route, id);
  }
  for (const importer of meta.getModuleInfo(id)?.importers ?? []) {
    for (const each of routesImporting(importer, meta, known, entryIds)) routes.add(each);
  }
  return routes;
}

/**
 * Whether route `route` (its browser module `id`) is rendered by React in the browser on a first
 * load: the admin screens (under the admin frame) and the few screens whose module says so with
 * the page-hydration handle. Every other page is static HTML (decision 0083): its route module
 * runs in the browser only after a hydrated screen navigates to it.
 */
function isHydratedRoute(route: string, id: string, meta: ManualChunkMeta): boolean {
  if (route.startsWith(ADMIN)) return true;
  const imported = meta.getModuleInfo(id)?.importedIds ?? [];
  return imported.some((each) => each.endsWith("/app/lib/page-hydration.ts"));
}

/** A chunk's name for route `route`: "admin-meeting" for "routes/admin/meeting". */
function chunkName(route: string | undefined): string | undefined {
  return route?.replace(/^routes\//, "").replaceAll("/", "-");
}

/** Rollup's `manualChunks` for the browser build: the chunk a module goes into, else Rollup's. */
export function chunkOfModule(): (id: string, meta: ManualChunkMeta) => string | undefined {
  const known = new Map<string, Set<string>>();
  const entryIds = new Map<string, string>();
  return (id, meta) => {
    const routes = [...routesImporting(id, meta, known, entryIds)];
    if (routes.includes(BROWSER_ENTRY)) return BROWSER_ENTRY;
    if (routes.includes(ROOT)) return ROOT;
    const hydrated = routes.filter((route) =>
      isHydratedRoute(route, entryIds.get(route) ?? "", meta),
    );
    const [only] = hydrated;
    // A stylesheet an admin screen imports goes with the admin frame, whatever else imports it
    // (the account screens' sheets, used by welcome and reset-password too): left to Rollup it
    // was merged into the root route's, linked from every public page.
    if (id.endsWith(".css") && hydrated.some((route) => route.startsWith(ADMIN))) return "admin";
    if (hydrated.length > 0 && hydrated.every((route) => route.startsWith(ADMIN))) {
      // Shared with a static page's module: with the root route, not in an admin chunk, whose
      // stylesheets would then be linked from that public page.
      if (hydrated.length < routes.length) return ROOT;
      // What one admin screen alone needs goes with that screen (its own module included).
      return hydrated.length === 1 && only !== ADMIN_FRAME ? chunkName(only) : "admin";
    }
    // Every route keeps a chunk of its own, which React Router's manifest requires (an empty
    // one for a resource route), named after it.
    const route = routeOf(id);
    return route === undefined ? undefined : chunkName(route);
  };
}

/** Applies `chunkOfModule` to the browser build only (the server build is one file anyway). */
export function screenChunks(): Plugin {
  return {
    name: "screen-chunks",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      return {
        build: {
          rollupOptions: {
            // A route's module shares its chunk with what goes with it; without this Rollup adds
            // a file of a few hundred bytes re-exporting the route's exports (one more request).
            preserveEntrySignatures: "allow-extension",
            output: { manualChunks: chunkOfModule() },
          },
        },
      };
    },
  };
}
