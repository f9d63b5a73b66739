import { AppwriteError } from "../../errors/appwrite-error.ts";

/** Images decoded or encoded at once: one a core of the club's small server. */
export const IMAGES_AT_ONCE = 2;

/** Images waiting their turn; past this a request is told to come back later. */
export const IMAGES_WAITING = 64;

/**
 * Runs image work (decoding and encoding with sharp) IMAGES_AT_ONCE at a time, so a burst of
 * uploads or previews takes turns instead of taking every core and all the memory at once.
 * When IMAGES_WAITING jobs already wait, a new one is refused with general_rate_limit_exceeded.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly atOnce = IMAGES_AT_ONCE,
    private readonly maxWaiting = IMAGES_WAITING,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppwriteError(
          "general_rate_limit_exceeded",
          "The server is busy processing images. Please try again in a moment.",
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The turn passes straight to the next job: `running` stays as it is.
      if (next) next();
      else this.running--;
    }
  }
}
