import fs from "node:fs";
import { isOutOfSpace } from "../../errors/out-of-space.ts";
import { shareWalIndex, type Connection } from "./connection.ts";
import type { WriteOutcome } from "./group-commit.ts";

/**
 * Below this much free space on DATA_DIR's filesystem the disk counts as full: a write's WAL
 * frames and the checkpoint that folds them into the database need a few pages each, and a
 * backup or the outbox more. Small against any real disk, large against one commit.
 */
const MIN_FREE_BYTES = 1024 * 1024;

// How often the disk is looked at while it is full, to notice that space came back although
// nobody writes (the health check then says ok again, and the WAL index is shared again).
const RECHECK_MS = 2000;

/**
 * Whether the filesystem holding `folder` has at least MIN_FREE_BYTES free: below that the disk
 * counts as full, for the store and for what the server writes at start (decision 0125).
 */
export function hasRoom(folder: string): boolean {
  const stats = fs.statfsSync(folder);
  return stats.bavail * stats.bsize >= MIN_FREE_BYTES;
}

/**
 * What the store knows of its disk (decision 0067): full when writes fail for lack of space,
 * when the database had to be opened with its WAL index in memory, or when the filesystem has
 * less than MIN_FREE_BYTES free. Recovers by itself: a commit that succeeds, or free space seen
 * again, clears it, and then the WAL index is shared with other processes again.
 */
export class DiskSpace {
  private areWritesFailing = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly connection: Connection,
  ) {
    if (connection.isIndexInMemory) {
      console.warn(
        `The disk holding ${dataDir} is full: the site serves reads and refuses writes until there is room again.`,
      );
      this.watch();
    }
  }

  /** Told of every group commit's outcome. */
  record(outcome: WriteOutcome): void {
    if (outcome === "committed") {
      this.areWritesFailing = false;
      return;
    }
    if (!this.areWritesFailing) {
      console.warn(
        `The disk holding ${this.dataDir} is full: writes are refused until there is room.`,
      );
    }
    this.areWritesFailing = true;
    this.watch();
  }

  /** Whether writes are refused, or about to be, for lack of space. */
  isFull(): boolean {
    return this.areWritesFailing || this.connection.isIndexInMemory || !this.hasRoom();
  }

  /** Stops watching (the database is closing). */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private hasRoom(): boolean {
    return hasRoom(this.dataDir);
  }

  private watch(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.recheck(), RECHECK_MS);
    // The watch alone must not keep a stopping process alive.
    this.timer.unref();
  }

  private recheck(): void {
    if (!this.hasRoom()) return;
    this.areWritesFailing = false;
    // Between two group commits: the switch must not happen inside an open transaction.
    if (this.connection.isIndexInMemory && !this.connection.db.inTransaction) {
      try {
        shareWalIndex(this.connection.db);
        this.connection.isIndexInMemory = false;
      } catch (error) {
        if (!isOutOfSpace(error))
          console.warn(`Could not share the WAL index again: ${String(error)}`);
      }
    }
    if (!this.connection.isIndexInMemory) {
      console.warn(`The disk holding ${this.dataDir} has room again: writes are accepted.`);
      this.close();
    }
  }
}
