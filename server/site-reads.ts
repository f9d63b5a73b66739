import type { AppLoadContext } from "react-router";
import type { PageCache } from "./page-cache.ts";
import type { RenderQueue } from "./render-queue.ts";
import { isCacheablePageRequest, READ_METHODS, type BuiltSite } from "./site-handler.ts";

export interface SiteReads {
  site: BuiltSite;
  /** Null without kept pages (a server without the site): every read is rendered. */
  pageCache: PageCache | null;
  queue: RenderQueue;
  /**
   * The load context of a render of `request` for one person (with its own CSP nonce), who sends
   * from limit group `sender` (the room's limits count by it).
   */
  contextForOne: (request: Request, sender: string) => Promise<AppLoadContext>;
}

/**
 * The site's answer to a request that reached it (decision 0063): a permanent redirect when the
 * path is not spelled as its route is, so each page has one address and one kept entry; else a
 * page rendered once in the queue and kept (the listener answers it from then on); else a render
 * of its own, in the queue.
 * Whether a page may be kept follows the matched route, not the spelling: an admin screen is
 * never kept, whatever its case.
 */
export function answerSiteRequest({ site, pageCache, queue, contextForOne }: SiteReads) {
  return async (request: Request, sender: string): Promise<Response> => {
    if (!READ_METHODS.has(request.method))
      return site.handle(request, await contextForOne(request, sender));
    const url = new URL(request.url);
    const route = await site.pageRoute(url.pathname);
    if (route.canonicalPath !== null && route.canonicalPath !== url.pathname) {
      return permanentRedirect(route.canonicalPath + url.search);
    }
    // The listener looked for it among the kept pages already (server/kept-answers.ts).
    if (pageCache && !route.isAdmin && isCacheablePageRequest(request)) {
      return pageCache.render(request);
    }
    return queue(async () => site.handle(request, await contextForOne(request, sender)));
  };
}

/**
 * A 301 to `path`, relative to this origin. The path comes from the route table (one leading
 * slash, each parameter percent-encoded), never from a request header, so it cannot point
 * elsewhere.
 */
function permanentRedirect(path: string): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: path, "Cache-Control": "public, max-age=86400" },
  });
}
