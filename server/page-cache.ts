import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { PageFreshness } from "../app/lib/page-freshness.ts";
import { offeredLocale } from "../i18n/offered-locale.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Renders a public page for the cache: as a guest, without a nonce, reporting its freshness. */
export type RenderForCache = (
  request: Request,
  freshness: PageFreshness,
) => Response | Promise<Response>;

export interface PageCacheOptions {
  render: RenderForCache;
  now: () => Date;
  /**
   * The bytes kept pages may take (their keys, headers and bodies in every encoding), least
   * recently used dropped first.
   */
  maxBytes?: number;
}

type Encoding = "br" | "gzip" | "identity";

interface RenderedPage {
  status: number;
  /** The body in each encoding; a page that is not kept is sent as it is, uncompressed. */
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> & {
    identity: Uint8Array<ArrayBuffer>;
  };
  /** The complete headers per encoding, built once: a strong ETag each (RFC 9110, 8.8.3). */
  headers: Partial<Record<Encoding, Record<string, string>>> & { identity: Record<string, string> };
  etags: string[];
  /** Epoch ms from which the page may read differently (page-freshness.ts). */
  until: number;
  /** The collections its render read: a write to any other leaves it kept. */
  collections: ReadonlySet<string>;
  isStorable: boolean;
}

/** A render under way: what it has read so far, and whether a write since made that stale. */
interface RenderUnderWay {
  freshness: PageFreshness;
  isStale: boolean;
}

export interface PageCache {
  /**
   * Sends a kept page straight on Node's response, before any web Request is built: true when
   * it did. Only for a request `isCacheablePageTarget` allows, whose path is a kept page's key
   * exactly as sent (anything unusual, such as a path needing normalisation, goes the long way).
   * Headers already set on `outgoing` (HSTS) are kept beside the page's own.
   */
  answerEarly(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** Answers a public page's GET or HEAD from memory, rendering it first when needed. */
  respond(request: Request): Promise<Response>;
  /**
   * Renders and keeps a public page `answerEarly` did not find, without looking again (one
   * lookup per request, at the listener), or joins the render of it under way.
   */
  render(request: Request): Promise<Response>;
  /**
   * Drops the pages that read `collectionId`, whose document changed, or every page when it is
   * not known what changed. A render under way that has read it is not kept.
   */
  invalidate(collectionId?: string): void;
  /** How much is kept: pages, and their bytes as counted against the cap. */
  held(): { pages: number; bytes: number };
}

/**
 * Public pages and files (calendars, feeds, the sitemap) rendered once per URL and data version,
 * kept brotli- and gzip-compressed with ETags, until a write to a collection they read
 * (`invalidate`) or the clock (PageFreshness) makes them stale. Concurrent requests for a page being rendered share that
 * render. Only 200 answers without `no-store` or a cookie are kept (a failed read must be retried
 * by the next visitor).
 */
export function createPageCache({
  render,
  now,
  maxBytes = 16 * 1024 * 1024,
}: PageCacheOptions): PageCache {
  const underWay = new Set<RenderUnderWay>();
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => keptSize(key, page),
  });
  // At most one render per key at a time; the keys are the site's own paths (the caller sends
  // only canonical ones), and each waits in the render queue, so this stays small.
  const rendering = new Map<string, { page: Promise<RenderedPage>; state: RenderUnderWay }>();

  async function renderAndStore(
    key: string,
    request: Request,
    state: RenderUnderWay,
  ): Promise<RenderedPage> {
    underWay.add(state);
    try {
      const response = await render(request, state.freshness);
      const page = await renderedPage(response, state.freshness);
      // A write while rendering may have come too late for the render's reads: not kept.
      if (page.isStorable && !state.isStale) pages.set(key, page);
      return page;
    } finally {
      underWay.delete(state);
    }
  }

  function current(key: string): RenderedPage | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    if (now().getTime() >= page.until) {
      pages.delete(key);
      return undefined;
    }
    return page;
  }

  const reads = (page: { collections: ReadonlySet<string> }, collectionId?: string) =>
    collectionId === undefined || page.collections.has(collectionId);

  async function rendered(key: string, request: Request): Promise<RenderedPage> {
    let started = rendering.get(key);
    if (!started) {
      const state = { freshness: new PageFreshness(), isStale: false };
      started = { page: renderAndStore(key, asGet(request), state), state };
      rendering.set(key, started);
    }
    try {
      return await started.page;
    } finally {
      if (rendering.get(key) === started) rendering.delete(key);
    }
  }

  return {
    answerEarly(incoming, outgoing) {
      const page =
        incoming.url === undefined
          ? undefined
          : current(keyOf(incoming.url, incoming.headers["accept-language"] ?? null));
      if (!page) return false;
      const reply = replyFor(page, {
        method: incoming.method ?? "GET",
        acceptEncoding: incoming.headers["accept-encoding"] ?? null,
        ifNoneMatch: incoming.headers["if-none-match"] ?? null,
      });
      outgoing.writeHead(reply.status, reply.headers);
      outgoing.end(reply.body ?? undefined);
      return true;
    },
    async respond(request) {
      const key = requestKey(request);
      return answer(current(key) ?? (await rendered(key, request)), request);
    },
    async render(request) {
      return answer(await rendered(requestKey(request), request), request);
    },
    invalidate(collectionId) {
      for (const state of underWay) {
        if (reads(state.freshness, collectionId)) state.isStale = true;
      }
      // A request from now on starts a render of its own rather than join a stale one.
      for (const [key, started] of rendering) {
        if (started.state.isStale) rendering.delete(key);
      }
      for (const [key, page] of pages.entries()) {
        if (reads(page, collectionId)) pages.delete(key);
      }
    },
    held: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}

/** A kept page's bytes: its key, every body and every header string, and a share for the objects. */
function keptSize(key: string, page: RenderedPage): number {
  let size = key.length + 512;
  for (const body of Object.values(page.bodies)) size += body.byteLength;
  for (const headers of Object.values(page.headers)) {
    for (const [name, value] of Object.entries(headers)) size += name.length + value.length;
  }
  return size;
}

/**
 * A kept page's key: its path with query, and for the home page the language it offers the
 * browser (a Spanish browser is offered the Spanish site there, i18n/offered-locale.ts), so
 * there are at most as many home pages kept as languages.
 */
function keyOf(target: string, acceptLanguage: string | null): string {
  const offer = offeredLocale(target, acceptLanguage);
  return offer === null ? target : `${target}#offer-${offer}`;
}

function requestKey(request: Request): string {
  const url = new URL(request.url);
  return keyOf(url.pathname + url.search, request.headers.get("Accept-Language"));
}

// A HEAD is answered from the page a GET renders, without its body.
function asGet(request: Request): Request {
  return request.method === "GET"
    ? request
    : new Request(request.url, { headers: request.headers });
}

async function renderedPage(response: Response, freshness: PageFreshness): Promise<RenderedPage> {
  const identity = new Uint8Array(await response.arrayBuffer());
  // Pages and files alike: the calendar files and the feed report their window's next move to
  // PageFreshness as pages report theirs; the others depend on the data alone.
  const isStorable =
    response.status === 200 &&
    !/no-store|private/.test(response.headers.get("Cache-Control") ?? "") &&
    !response.headers.has("Set-Cookie");
  // Compressed once at the strongest settings, since it is sent many times; an image is
  // compressed already.
  const isText = /^(text\/|application\/([\w.+-]*\+)?(xml|json))/.test(
    response.headers.get("Content-Type") ?? "",
  );
  const [br, gz] =
    isStorable && isText
      ? await Promise.all([
          brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip(identity, { level: 9 }),
        ])
      : [undefined, undefined];
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const common = Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !["content-length", "content-encoding", "etag"].includes(name),
    ),
  );
  const headersOf = (encoding: Encoding, body: Uint8Array, etag: string) => ({
    ...common,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": String(body.byteLength),
    etag,
    vary: varyOf(response.headers.get("Vary")),
  });
  const etags = { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` };
  // Copies of zlib's Buffers, which may be views of a larger shared pool.
  const compressed = br && gz ? { br: new Uint8Array(br), gzip: new Uint8Array(gz) } : null;
  return {
    status: response.status,
    bodies: { identity, ...compressed },
    headers: {
      identity: headersOf("identity", identity, etags.identity),
      ...(compressed && {
        br: headersOf("br", compressed.br, etags.br),
        gzip: headersOf("gzip", compressed.gzip, etags.gzip),
      }),
    },
    etags: Object.values(etags),
    until: freshness.until,
    collections: freshness.collections,
    isStorable,
  };
}

// Accept-Encoding picks the body; a page whose words follow another header says so itself.
function varyOf(pageVary: string | null): string {
  return pageVary ? `${pageVary}, Accept-Encoding` : "Accept-Encoding";
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/** What to send for a kept page: the preferred encoding, a 304 when the ETag matches, no body for HEAD. */
function replyFor(
  page: RenderedPage,
  request: { method: string; acceptEncoding: string | null; ifNoneMatch: string | null },
): Reply {
  const preferred = encodingFor(request.acceptEncoding);
  const encoding = page.bodies[preferred] ? preferred : "identity";
  const headers = page.headers[encoding] ?? page.headers.identity;
  const body = page.bodies[encoding] ?? page.bodies.identity;
  if (page.status === 200 && matchesAny(request.ifNoneMatch, page.etags)) {
    return { status: 304, headers: notModifiedHeaders(headers), body: null };
  }
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

function answer(page: RenderedPage, request: Request): Response {
  const reply = replyFor(page, {
    method: request.method,
    acceptEncoding: request.headers.get("Accept-Encoding"),
    ifNoneMatch: request.headers.get("If-None-Match"),
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

// A 304 carries what a 200 would have said about caching (RFC 9110, 15.4.5), no body headers.
function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ["cache-control", "etag", "vary", "content-security-policy"]) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** Whether If-None-Match names this page in any of its encodings (the content is the same). */
function matchesAny(ifNoneMatch: string | null, etags: string[]): boolean {
  if (ifNoneMatch === null) return false;
  const listed = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return listed.includes("*") || etags.some((etag) => listed.includes(etag));
}

// Browsers send one of a handful of Accept-Encoding values, the same on every request: each is
// parsed once. The header is a stranger's text (up to the header limit): the bound counts it.
const encodings = new LRUCache<string, Encoding>({
  maxSize: 64 * 1024,
  sizeCalculation: (_encoding, acceptEncoding) => acceptEncoding.length + 64,
});

function encodingFor(acceptEncoding: string | null): Encoding {
  if (acceptEncoding === null) return "identity";
  let encoding = encodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    encodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * The encoding to send for an Accept-Encoding header, read by `negotiator` (decision 0076):
 * brotli when acceptable (smallest), then gzip, else none. The server's order decides among the
 * acceptable codings, as RFC 9110 (12.5.3) allows; q=0, by name or through "*", refuses one.
 */
export function preferredEncoding(acceptEncoding: string | null): Encoding {
  if (acceptEncoding === null) return "identity";
  const acceptable = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(
    COMPRESSED,
  );
  return COMPRESSED.find((encoding) => acceptable.includes(encoding)) ?? "identity";
}

const COMPRESSED = ["br", "gzip"] as const;
