import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { nodeRequestOf } from "./node-request.ts";

/**
 * Guests' document reads (list and get) answered from memory, exactly as the API answered them
 * (decision 0053). A kept answer is the 200 the whole API (middleware, permission checks, model)
 * gave a guest for the same URL and the same answer-shaping headers, and it is dropped on a
 * committed write to its collection, the only thing that can change what a guest may read there
 * or what it reads (collection permissions come from appwrite.json, fixed while running;
 * decision 0136).
 */
export interface GuestReadCache {
  /**
   * Sends the kept answer to this request straight from the Node server, before any web Request
   * is built; false when there is none and the request must go on to the API.
   */
  answer(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** A guest's document read from memory, or the API's answer, kept; anything else: the API's. */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** Drops the answers from `collectionId`, whose document changed, or every answer when unknown. */
  invalidate(collectionId?: string): void;
  /** How much is kept: answers, and their bytes as counted against the cap (keys and headers too). */
  held(): { answers: number; bytes: number };
}

interface KeptAnswer {
  /**
   * The answer's headers in their order, flat (name, value, name, value...) as Node's writeHead
   * takes them, built once; the request id's value is made fresh for each reply.
   */
  headers: string[];
  /** Where the request id's value is in `headers` (-1: none). */
  requestIdAt: number;
  body: Buffer<ArrayBuffer>;
  collectionId: string;
}

/** Document reads, relative to the server root; nothing else is kept. */
const documentReadPath =
  /^\/v1\/databases\/[^/?]+\/collections\/([^/?]+)\/documents(?:\/[^/?]+)?(?:\?|$)/;

/**
 * Headers that make a request someone's rather than a guest's, or ask for a chosen request id:
 * such requests always go through the whole API.
 */
const personalHeaders = [
  "cookie",
  "authorization",
  "x-appwrite-session",
  "x-fallback-cookies",
  "x-appwrite-jwt",
  "x-appwrite-key",
  "x-appwrite-dev-key",
  "x-request-id",
];

/** Header names as they are spelled in the answer the request id middleware builds. */
const REQUEST_ID = "x-request-id";

const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * The key of a guest's document read: its path and query as sent, and every request header
 * the API's answer to a guest depends on (the project, CORS by origin, the response format).
 * Null for anything else.
 */
function guestReadKey(
  method: string | undefined,
  target: string,
  header: (name: string) => string | null | undefined,
): string | null {
  if (method !== "GET" || !documentReadPath.test(target)) return null;
  if (personalHeaders.some((name) => header(name) != null)) return null;
  const shaping = [
    header("x-appwrite-project"),
    header("origin"),
    header("x-appwrite-response-format"),
  ];
  return `${target}\n${shaping.map((value) => value ?? "").join("\n")}`;
}

export function createGuestReadCache(
  api: (request: Request, env?: unknown) => Response | Promise<Response>,
  { maxBytes = 8 * 1024 * 1024 } = {},
): GuestReadCache {
  // Least recently used answers go first once the cap is reached. A key is a URL a stranger
  // chooses (up to the header limit, about 16 KB), so it counts as much as a body does.
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => keptSize(key, answer),
  });
  // Bumped by every write, and per collection by a write to it: an answer computed across a
  // write to its collection may predate it and is not kept.
  let version = 0;
  const collectionVersions = new Map<string, number>();
  const versionOf = (collectionId: string) =>
    `${version}:${collectionVersions.get(collectionId) ?? 0}`;

  /** The kept answer for `key`, now the most recently used, and its headers with a fresh request id. */
  function take(key: string): { headers: string[]; body: Buffer<ArrayBuffer> } | null {
    const kept = answers.get(key);
    if (!kept) return null;
    const headers = kept.headers.slice();
    if (kept.requestIdAt >= 0) headers[kept.requestIdAt] = randomUUID();
    return { headers, body: kept.body };
  }

  return {
    answer(incoming, outgoing) {
      if (answers.size === 0) return false;
      const key = guestReadKey(incoming.method, incoming.url ?? "", (name) =>
        headerValue(incoming, name),
      );
      const kept = key === null ? null : take(key);
      if (!kept) return false;
      outgoing.writeHead(200, kept.headers).end(kept.body);
      return true;
    },

    async fetch(request, env) {
      const incoming = nodeRequestOf(env);
      const key = incoming
        ? guestReadKey(incoming.method, incoming.url ?? "", (name) => headerValue(incoming, name))
        : guestReadKey(request.method, pathAndQuery(request.url), (name) =>
            request.headers.get(name),
          );
      if (key === null) return api(request, env);
      // The site's in-process reads (no Node request) are looked up here; a Node request was
      // looked up once already, by `answer` at the listener (server/kept-answers.ts), and missed.
      const kept = incoming ? null : take(key);
      if (kept) return new Response(kept.body, { status: 200, headers: pairsOf(kept.headers) });
      const collectionId = collectionOf(key);
      const startVersion = versionOf(collectionId);
      const response = await api(request, env);
      if (response.status !== 200) return response;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers];
      if (versionOf(collectionId) === startVersion && body.length <= MAX_ANSWER_BYTES) {
        const flat = [...headers, ["content-length", String(body.length)]].flat();
        const requestIdAt = flat.findIndex((name, at) => at % 2 === 0 && name === REQUEST_ID);
        answers.set(key, {
          headers: flat,
          requestIdAt: requestIdAt < 0 ? -1 : requestIdAt + 1,
          body,
          collectionId,
        });
      }
      return new Response(body, { status: 200, headers });
    },

    invalidate(collectionId) {
      if (collectionId === undefined) {
        version++;
        answers.clear();
        return;
      }
      collectionVersions.set(collectionId, (collectionVersions.get(collectionId) ?? 0) + 1);
      for (const [key, answer] of answers.entries()) {
        if (answer.collectionId === collectionId) answers.delete(key);
      }
    },

    held: () => ({ answers: answers.size, bytes: answers.calculatedSize }),
  };
}

/**
 * What an answer holds, in bytes: its key, its body and its header strings (one byte a character
 * for the Latin-1 text HTTP allows), plus a fixed share for the objects around them.
 */
function keptSize(key: string, { headers, body }: KeptAnswer): number {
  return key.length + body.length + headers.reduce((sum, text) => sum + text.length, 0) + 256;
}

/** Flat name, value pairs as the Fetch API's header pairs. */
function pairsOf(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let at = 0; at < flat.length; at += 2) pairs.push([flat[at] ?? "", flat[at + 1] ?? ""]);
  return pairs;
}

/** A request header as one string, as the Fetch API joins repeated headers. */
function headerValue(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** The collection a guest's read reads, from its key (the path and query come first). */
function collectionOf(key: string): string {
  const target = key.slice(0, key.indexOf("\n"));
  return decodeURIComponent(documentReadPath.exec(target)?.[1] ?? "");
}
