// The page cache (server/page-cache.ts) holds this class without React; the context that carries
// it through a render is in page-freshness-context.ts.

/**
 * How long a page rendered for the page cache stays exactly right. Loaders and components that
 * show something depending on the clock (a relative time, "Ended", a listing window) report the
 * instant it next reads differently; the cache serves the page only before the earliest one.
 * Its reads of the club's data report the collections they read, so that a write drops only the
 * pages that read what it changed (decision 0136).
 */
export class PageFreshness {
  #until = Number.POSITIVE_INFINITY;
  readonly #collections = new Set<string>();

  /** The page shows something that reads differently from `instant` on. */
  changesAt(instant: Date): void {
    this.#until = Math.min(this.#until, instant.getTime());
  }

  /** The first instant (epoch ms) the page may be wrong; Infinity when only a write changes it. */
  get until(): number {
    return this.#until;
  }

  /** The page read documents of this collection (noted before the read is sent). */
  readsCollection(collectionId: string): void {
    this.#collections.add(collectionId);
  }

  /** The collections the page has read so far. */
  get collections(): ReadonlySet<string> {
    return this.#collections;
  }
}
