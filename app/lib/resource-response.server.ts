// The answers of the site's non-page addresses (calendar files, feeds, sitemap, robots.txt, the
// preview image). React Router gives them none of the page headers, so they get theirs here.

// As pages: the server keeps each file with its ETags (decision 0062), so a calendar app or feed
// reader revalidating on every poll gets a 304 at little cost, and an organiser's edit at once.
const PUBLIC_CACHE = "public, no-cache";

/** A `contentType` response with the site's security headers; revalidated when it is a 200. */
export function resourceResponse(
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const status = init.status ?? 200;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": contentType,
      "Cache-Control": status === 200 ? PUBLIC_CACHE : "no-store",
      // None of these is a page: nothing in them may run or be framed.
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      ...init.headers,
    },
  });
}

/** How long a client (a browser, a calendar app, a crawler) is asked to wait before trying a 503 again. */
export const RETRY_AFTER_SECONDS = 60;

/** A short plain-text answer for a client's mistake or a passing failure. */
export function plainTextResponse(message: string, status: number): Response {
  // A 503 is Appwrite not answering (decision 0137): it says when to come back.
  const headers: Record<string, string> =
    status === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : {};
  return resourceResponse(`${message}\n`, "text/plain; charset=utf-8", { status, headers });
}
