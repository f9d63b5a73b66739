import type { IncomingMessage, ServerResponse } from "node:http";
import type { Backend } from "../backend/create-backend.ts";
import { createPageCache, type PageCache, type RenderForCache } from "./page-cache.ts";
import { isCacheablePageTarget } from "./site-handler.ts";

/**
 * Sends a kept answer straight on Node's response, before any web Request is built: true when it
 * did, false when the request goes on to Hono.
 */
export type AnswerEarly = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/** What the server keeps in memory and answers at the listener: guests' reads and public pages. */
export interface KeptAnswers {
  /** Looks a request up once, among the API's kept reads or the kept pages by its path. */
  answerEarly: AnswerEarly;
  /** The kept pages (null without a site): the site renders into it. */
  pages: PageCache | null;
  /** What the caches hold now, as counted against their caps (tests of their bounds). */
  held(): HeldInMemory;
}

export interface HeldInMemory {
  pages: { pages: number; bytes: number } | null;
  guestReads: { answers: number; bytes: number } | null;
}

/**
 * The one place a request meets kept answers (decisions 0023, 0053): guests' document reads under
 * /v1/, and public pages, calendars and feeds elsewhere, each looked for once, here. A miss goes
 * on to Hono, which renders or asks the API and keeps the answer without looking again. The
 * embedded backend tells of every committed write; with a real Appwrite the site hears only of
 * its own, and keeps a page for a short while at most (server/site-routes.ts).
 */
export function createKeptAnswers(
  backend: Backend | null,
  page: { render: RenderForCache; now: () => Date } | null,
): KeptAnswers {
  const pages = page ? createPageCache(page) : null;
  // A write drops the pages that read its collection (decision 0136); a lost change, all of them.
  if (pages) backend?.onDocumentChange((change) => pages.invalidate(change?.ref.collectionId));
  const answerPage: AnswerEarly = (incoming, outgoing) =>
    pages !== null &&
    isCacheablePageTarget(
      incoming.method ?? "",
      incoming.url ?? "",
      incoming.headers.cookie !== undefined || incoming.headers.authorization !== undefined,
    ) &&
    pages.answerEarly(incoming, outgoing);
  return {
    answerEarly: (incoming, outgoing) =>
      incoming.url?.startsWith("/v1/")
        ? (backend?.answerFromMemory(incoming, outgoing) ?? false)
        : answerPage(incoming, outgoing),
    pages,
    held: () => ({
      pages: pages?.held() ?? null,
      guestReads: backend?.guestReadsHeld() ?? null,
    }),
  };
}
