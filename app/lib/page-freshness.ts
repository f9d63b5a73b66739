import { createContext, useContext } from "react";

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

/** The render's PageFreshness: provided by entry.server.tsx when rendering for the cache. */
export const PageFreshnessContext = createContext<PageFreshness | undefined>(undefined);

/**
 * Tells the page cache, while the server renders for it, that this component's output changes
 * at `instant` (null: never by the clock alone). In the browser it does nothing.
 */
export function useChangesAt(instant: Date | null): void {
  const freshness = useContext(PageFreshnessContext);
  if (instant) freshness?.changesAt(instant);
}
