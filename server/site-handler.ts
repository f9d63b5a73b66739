import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, ServerBuild } from "react-router";
import "../app/lib/site-context.ts";
import { isOwnPagePost } from "../app/lib/own-page-post.ts";
import { isRoomFormPath } from "../app/lib/room/room-desk.ts";
import { BACKUP_DOWNLOAD_PATH, SETUP_RESTORE_PATH } from "../app/lib/backups/site-backups.ts";
import { YEAR_ARCHIVE_PATH } from "../app/lib/year-archive/archive-address.ts";
import { pageRoutesOf, type PageRoute } from "./page-routes.ts";
import { projectRoot } from "./project-root.ts";

/** Where `react-router build` writes the site. */
export const buildDir = path.join(projectRoot, "build");
export const clientBuildDir = path.join(buildDir, "client");

/** A built site: its request handler, and what its route table says about a path. */
export interface BuiltSite {
  handle: SiteHandler;
  pageRoute(pathname: string): Promise<PageRoute>;
}

/**
 * The built site. The build is checked at start (a missing build is explained then) but
 * imported, with React Router, on the first request that needs a page: the page code is a third
 * of the memory of a just-started server, and a server that only answers the API never needs it.
 */
export function createBuiltSite(): BuiltSite {
  const entry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(entry)) {
    throw new Error(`The site is not built (${entry} is missing). Run "npm run build" first.`);
  }
  let loaded: Promise<{ handle: SiteHandler; pageRoute: (pathname: string) => PageRoute }> | null =
    null;
  const load = () =>
    (loaded ??= import(pathToFileURL(entry).href).then(async (build: ServerBuild) => ({
      handle: await createSiteHandler(build),
      pageRoute: await pageRoutesOf(build),
    })));
  return {
    handle: async (request, context) => (await load()).handle(request, context),
    pageRoute: async (pathname) => (await load()).pageRoute(pathname),
  };
}

// Public pages have no server action, so the site mostly reads. React Router would answer other
// methods 400 or 405 but log each one as an error, letting anyone fill the log with a loop of
// POSTs. The exceptions are the admin screens' forms (0148, issue 32: the frame's sign-in forms
// and each screen's own), the year's archive, the backup and its restore (0117, 0143, 0144), the
// Ask page's forms (0145), the organisers' and welcome page's requests (0147), and the follow
// links' (0149), each of which answers every refusal itself.
export const READ_METHODS = new Set(["GET", "HEAD"]);
const POSTED_PATHS = new Set([
  YEAR_ARCHIVE_PATH,
  BACKUP_DOWNLOAD_PATH,
  SETUP_RESTORE_PATH,
  "/admin/api/organisers",
  "/welcome/api",
  "/admin/api/presenter-follows",
  "/follow/api",
]);

function isSiteRequest(request: Request): boolean {
  if (READ_METHODS.has(request.method)) return true;
  if (request.method !== "POST") return false;
  const { pathname } = new URL(request.url);
  return POSTED_PATHS.has(pathname) || isRoomFormPath(pathname) || isAdminScreenPath(pathname);
}

/** An admin screen (or the frame), as a form posts to it and as React Router's fetch does. */
function isAdminScreenPath(pathname: string): boolean {
  return /^\/admin(?:\.data|\/.*)?$/.test(pathname) && !pathname.startsWith("/admin/api/");
}

export type SiteHandler = (
  request: Request,
  context: AppLoadContext,
) => Promise<Response> | Response;

/** The React Router request handler, given each request's SiteContext; 405 for anything but reads and the POSTs above. */
export async function createSiteHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development" = "production",
): Promise<SiteHandler> {
  const { createRequestHandler } = await import("react-router");
  const handle = createRequestHandler(build, mode);
  return (request: Request, context: AppLoadContext) => {
    if (!isSiteRequest(request)) {
      return new Response("Method Not Allowed", {
        status: 405,
        headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    if (request.method === "POST" && isAdminScreenPath(new URL(request.url).pathname)) {
      // An admin form another site's page posts is refused here, quietly: React Router would
      // refuse one whose Origin is not its address too, but log an error for each (decision
      // 0148). The site's own pages send no referrer, so the browser sends their form posts with
      // `Origin: null`, which React Router would refuse too: once Sec-Fetch-Site has said the
      // post is the site's own, React Router is given the site's origin instead.
      if (!isOwnPagePost(request, context.publicUrl)) {
        return new Response("This form is only taken from the site's own pages.", {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        });
      }
      return handle(withOwnOrigin(request), context);
    }
    return handle(request, context);
  };
}

/** `request` with its own origin as its Origin header, when the browser sent `null`. */
function withOwnOrigin(request: Request): Request {
  if (request.headers.get("Origin") !== "null") return request;
  const headers = new Headers(request.headers);
  headers.set("Origin", new URL(request.url).origin);
  return new Request(request, { headers });
}

/**
 * Whether a request may be answered from the page cache: a read of a public page by a visitor
 * with no credentials. Public pages read as a guest whoever asks (decision 0019), but a request
 * carrying a session still gets its own render, so nothing sent to a signed-in person ever
 * comes from, or goes into, the cache. The admin screens and data requests are never cached,
 * and neither are query strings, which a crawler could vary endlessly, but for a calendar file's
 * reminder (`?alarm=15`), which a subscribed calendar app polls, and the page of a list
 * (`/meetings?page=2`; one past the last is a 404, which is never kept).
 */
export function isCacheablePageRequest(request: Request): boolean {
  const url = new URL(request.url);
  return isCacheablePageTarget(
    request.method,
    url.pathname + url.search,
    request.headers.has("Cookie") || request.headers.has("Authorization"),
  );
}

// A 200 (one of the values parseAlarm accepts) is kept; any other value is a 400 each time.
const CALENDAR_WITH_ALARM = /^\/calendar(\.ics|\/[\w.-]+\.ics)\?alarm=\d{1,4}$/;
// Spelled as parsePageNumber (app/lib/collections/paging.ts) takes it; any other spelling is a 404.
const LIST_PAGE = /^\/(meetings|events)\?page=[1-9]\d{0,2}$/;

/** The same rule on a request's parts: its method, path with query, and whether it has credentials. */
export function isCacheablePageTarget(
  method: string,
  target: string,
  hasCredentials: boolean,
): boolean {
  if (!READ_METHODS.has(method) || hasCredentials) return false;
  return (
    (!target.includes("?") || CALENDAR_WITH_ALARM.test(target) || LIST_PAGE.test(target)) &&
    !/^\/admin([/.]|$)/i.test(target) &&
    !target.endsWith(".data")
  );
}
