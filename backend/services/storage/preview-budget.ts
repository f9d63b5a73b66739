import { LRUCache } from "lru-cache";
import { AppwriteError } from "../../errors/appwrite-error.ts";

/** New previews one client may have made in a window: far more than any page asks for. */
export const NEW_PREVIEWS_PER_WINDOW = 20;

export const PREVIEW_WINDOW_SECONDS = 60;

// Clients whose spending is remembered at once; the least recently seen is forgotten first, so
// a crowd of addresses cannot grow this without bound (each entry is a few dozen bytes).
const CLIENTS_REMEMBERED = 10_000;

/**
 * How many previews not yet kept a client may have made per window (decision 0123). A kept
 * preview costs nothing, so visitors of pages that link a few widths never meet this; a client
 * asking for distinct sizes, rotations or formats one after another does, and is told with 429
 * and Retry-After when its window ends. Counted by the client's limit group (its address, an
 * IPv6 one by its /64), in memory only: nothing about a visitor is written down.
 */
export class PreviewBudget {
  private readonly spent = new LRUCache<string, { count: number; windowEnds: number }>({
    max: CLIENTS_REMEMBERED,
  });

  constructor(
    private readonly perWindow = NEW_PREVIEWS_PER_WINDOW,
    private readonly windowSeconds = PREVIEW_WINDOW_SECONDS,
  ) {}

  /** Counts one new preview for `client`, or refuses it when the window's budget is spent. */
  spend(client: string, now: Date): void {
    const at = now.getTime();
    const current = this.spent.get(client);
    const entry =
      current && current.windowEnds > at
        ? current
        : { count: 0, windowEnds: at + this.windowSeconds * 1000 };
    if (entry.count >= this.perWindow) {
      throw new AppwriteError(
        "general_rate_limit_exceeded",
        "Too many new previews were asked for. Please try again in a minute.",
        { retryAfterSeconds: (entry.windowEnds - at) / 1000 },
      );
    }
    entry.count++;
    this.spent.set(client, entry);
  }
}
