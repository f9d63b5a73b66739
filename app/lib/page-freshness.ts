// The page cache (server/page-cache.ts) holds this class without React; the context that carries
// it through a render is in page-freshness-context.ts.

/**
 * How long a page rendered for the page cache stays exactly right. Loaders and components that
 * show something depending on the clock (a relative time, "Ended", a listing window) report the
 * instant it next reads differently; the cache serves the page only before the earliest one.
 */
export class PageFreshness {
  #until = Number.POSITIVE_INFINITY;

  /** The page shows something that reads differently from `instant` on. */
  changesAt(instant: Date): void {
    this.#until = Math.min(this.#until, instant.getTime());
  }

  /** The first instant (epoch ms) the page may be wrong; Infinity when only a write changes it. */
  get until(): number {
    return this.#until;
  }
}
