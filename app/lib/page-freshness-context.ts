import { createContext, useContext } from "react";
import type { PageFreshness } from "./page-freshness.ts";

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
