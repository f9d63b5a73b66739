import type { Database } from "better-sqlite3";

/**
 * Document writes that arrive while a commit is due share it (decision 0061). With
 * `synchronous = FULL` each commit waits for the disk (an fsync): one commit per write made that
 * wait most of a write's time. Here the first write of a turn of the event loop opens a
 * transaction, every write until the next turn joins it in a savepoint of its own (a write that
 * throws undoes only its own changes), and the commit runs once, on the next turn, before any of
 * them is answered: each write is still acknowledged only once it is on disk.
 *
 * Anything else written on this connection in that window (a session, a rate-limit count) joins
 * the same commit, a moment later than it would have on its own. Reads in that window see the
 * writes before they are durable; if the commit fails (a full or failing disk), `onLost` is told,
 * so that nothing read meanwhile stays kept, and every write in it fails.
 */
export class GroupCommit {
  private waiting: { resolve: () => void; reject: (error: unknown) => void }[] | null = null;

  constructor(
    private readonly db: Database,
    private readonly onLost: () => void = () => {},
  ) {}

  /** Runs `work` in the open group and resolves with its result once the group is on disk. */
  async write<T>(work: () => T): Promise<T> {
    if (this.waiting === null) {
      this.db.exec("BEGIN IMMEDIATE");
      this.waiting = [];
      setImmediate(() => this.commit());
    }
    // Inside an open transaction, better-sqlite3 runs a transaction function as a savepoint.
    const result = this.db.transaction(work)();
    const waiting = this.waiting;
    await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    return result;
  }

  /** Commits the open group now (before the database closes). */
  commit(): void {
    const waiting = this.waiting;
    if (waiting === null) return;
    this.waiting = null;
    try {
      this.db.exec("COMMIT");
    } catch (error) {
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
      this.onLost();
      for (const write of waiting) write.reject(error);
      return;
    }
    for (const write of waiting) write.resolve();
  }
}
