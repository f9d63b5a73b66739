import type { RouteObject, ServerBuild } from "react-router";

/** What the site's route table says about a path, whatever its spelling. */
export interface PageRoute {
  /**
   * The path as the matched route spells it (its static segments as written in app/routes.ts,
   * its parameters encoded once, no trailing slash); null for the not-found route, which
   * matches any path.
   */
  canonicalPath: string | null;
  /** Whether the path is one of the admin screens (never kept, never public). */
  isAdmin: boolean;
}

// The admin screens' modules, under app/routes/admin/ (routes.ts nests them in one layout).
const ADMIN_ROUTE_PREFIX = "routes/admin/";

/**
 * The route lookup of a built site: matched as React Router matches a request (case-insensitive,
 * percent-decoded, a trailing slash ignored), so `/ABOUT`, `/%61bout` and `/about/` all name
 * `/about`, and `/ADMIN/organisers` is an admin screen.
 */
export async function pageRoutesOf(build: ServerBuild): Promise<(pathname: string) => PageRoute> {
  // Loaded with the build, not at start (decision 0054).
  const { matchRoutes, generatePath } = await import("react-router");
  const tree = routeTree(build.routes);
  return (pathname) => {
    // React Router leaves a path it cannot decode as it is (and says so in the log, for the
    // render): such a path names no route's page, and is not matched twice.
    if (!isDecodable(pathname)) return { canonicalPath: null, isAdmin: false };
    const matches = matchRoutes(tree, pathname) ?? [];
    const isAdmin = matches.some(({ route }) => route.id?.startsWith(ADMIN_ROUTE_PREFIX));
    const patterns = matches.flatMap(({ route }) => (route.path ? [route.path] : []));
    const last = matches.at(-1);
    if (!last || patterns.some((pattern) => pattern.includes("*"))) {
      return { canonicalPath: null, isAdmin };
    }
    // React Router leaves an encoded slash in a parameter as the text "%2F" (a slash would
    // split it): it stays one here too, instead of being encoded again on every redirect.
    const canonicalPath = generatePath(`/${patterns.join("/")}`, last.params).replace(
      /%252F/gi,
      "%2F",
    );
    return { canonicalPath, isAdmin };
  };
}

type RouteManifest = ServerBuild["routes"];

/** The build's flat route manifest as the nested route objects `matchRoutes` takes. */
function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const shape = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    return [
      route.index
        ? { ...shape, index: true }
        : { ...shape, children: routeTree(manifest, route.id) },
    ];
  });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
