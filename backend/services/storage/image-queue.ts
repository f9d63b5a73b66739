import { AppwriteError } from "../../errors/appwrite-error.ts";

/** Images decoded or encoded at once: one a core of the club's small server. */
export const IMAGES_AT_ONCE = 2;

/**
 * Who an image job is for. An upload is a signed-in member's write (a flyer, the mascot): it
 * never waits behind previews. A preview is anyone's read, and a stranger can ask for many.
 */
export type ImageLane = "upload" | "preview";

/** Of IMAGES_AT_ONCE, how many previews may run together: one, so a slot is always an upload's. */
export const PREVIEWS_AT_ONCE = 1;

/** Jobs that may wait in each lane; past this a request is told to come back later. */
export const WAITING_PER_LANE: Readonly<Record<ImageLane, number>> = { upload: 64, preview: 16 };

/** What a refused request is told to wait before asking again, in seconds (Retry-After). */
export const BUSY_RETRY_SECONDS = 10;

interface WaitingJob {
  start: () => void;
  signal: AbortSignal | undefined;
}

/**
 * Runs image work (decoding and encoding with sharp) IMAGES_AT_ONCE at a time, so a burst of
 * uploads or previews takes turns instead of taking every core and all the memory at once
 * (decision 0123). Two lanes: uploads go first and may use every slot; previews use at most
 * PREVIEWS_AT_ONCE, so one large decode at a time is all visitors get, and an organiser's
 * upload finds a free slot however many previews wait. A full lane refuses with 429
 * general_rate_limit_exceeded and Retry-After. A job whose request was given up (its signal
 * aborted) before its turn is dropped, so nobody's leaving costs a core.
 */
export class ImageQueue {
  private running = 0;
  private previewsRunning = 0;
  private readonly waiting: Record<ImageLane, WaitingJob[]> = { upload: [], preview: [] };

  constructor(
    private readonly atOnce = IMAGES_AT_ONCE,
    private readonly previewsAtOnce = PREVIEWS_AT_ONCE,
    private readonly maxWaiting: Readonly<Record<ImageLane, number>> = WAITING_PER_LANE,
  ) {}

  async run<T>(
    work: () => Promise<T>,
    { lane = "upload", signal }: { lane?: ImageLane; signal?: AbortSignal } = {},
  ): Promise<T> {
    signal?.throwIfAborted();
    // A waiting job's slot is reserved for it by startNext before it resumes.
    if (this.hasSlotFor(lane)) this.reserve(lane);
    else await this.waitForTurn(lane, signal);
    try {
      return await work();
    } finally {
      this.running--;
      if (lane === "preview") this.previewsRunning--;
      this.startNext();
    }
  }

  private hasSlotFor(lane: ImageLane): boolean {
    if (this.running >= this.atOnce) return false;
    return lane === "upload" || this.previewsRunning < this.previewsAtOnce;
  }

  private waitForTurn(lane: ImageLane, signal: AbortSignal | undefined): Promise<void> {
    const line = this.waiting[lane];
    if (line.length >= this.maxWaiting[lane]) {
      throw new AppwriteError(
        "general_rate_limit_exceeded",
        "The server is busy processing images. Please try again in a moment.",
        { retryAfterSeconds: BUSY_RETRY_SECONDS },
      );
    }
    return new Promise<void>((resolve, reject) => {
      const job: WaitingJob = { start: resolve, signal };
      line.push(job);
      signal?.addEventListener(
        "abort",
        () => {
          const index = line.indexOf(job);
          if (index === -1) return;
          line.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  /** Hands free slots to waiting jobs: uploads first, then previews while they have room. */
  private startNext(): void {
    for (const lane of ["upload", "preview"] as const) {
      const line = this.waiting[lane];
      while (line.length > 0 && this.hasSlotFor(lane)) {
        const job = line.shift();
        if (!job) break;
        // Taken here, not when the job's promise resumes: another job finishing in the same
        // tick must see the slot as taken.
        this.reserve(lane);
        job.start();
      }
    }
  }

  private reserve(lane: ImageLane): void {
    this.running++;
    if (lane === "preview") this.previewsRunning++;
  }
}
