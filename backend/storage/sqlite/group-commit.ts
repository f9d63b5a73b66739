import type { Database } from "better-sqlite3";
import { isOutOfSpace, translateOutOfSpace } from "../../errors/out-of-space.ts";

/** What became of a write or a commit, for whoever watches the disk (disk-space.ts). */
export type WriteOutcome = "committed" | "out-of-space";

/** A write waiting for its group's commit. */
interface Waiting {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Every write on the connection goes through here, and writes that arrive while a commit is due
 * share it (decisions 0061, 0067). With `synchronous = FULL` each commit waits for the disk (an
 * fsync): one commit per write made that wait most of a write's time. Here the first write of a
 * turn of the event loop opens a transaction, every write until the next turn joins it in a
 * savepoint of its own (a write that throws undoes only its own changes), and the commit runs
 * once, on the next turn, before any of them is answered: each write, a document, a session, a
 * rate-limit count or a token, is acknowledged only once it is on disk.
 *
 * Reads in that window see the writes before they are durable; if the commit fails (a full or
 * failing disk), `onLost` is told, so that nothing read meanwhile stays kept, and every write in
 * it fails with the commit's error (a full disk's as general_server_error, decision 0066).
 */
export class GroupCommit {
  private waiting: Waiting[] | null = null;

  constructor(
    private readonly db: Database,
    private readonly onLost: () => void = () => {},
    private readonly onOutcome: (outcome: WriteOutcome) => void = () => {},
  ) {}

  /** Runs `work` in the open group and resolves with its result once the group is on disk. */
  async write<T>(work: () => T): Promise<T> {
    let result: T;
    let waiting: Waiting[];
    try {
      waiting = this.openGroup();
      // Inside an open transaction, better-sqlite3 runs a transaction function as a savepoint.
      result = this.db.transaction(work)();
    } catch (error) {
      // A statement can meet a full disk before the commit does, when SQLite spills its cache.
      if (isOutOfSpace(error)) this.onOutcome("out-of-space");
      throw translateOutOfSpace(error);
    }
    await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    return result;
  }

  /** The writes waiting for the open group's commit, opening a group when none is. */
  private openGroup(): Waiting[] {
    if (this.waiting !== null) return this.waiting;
    this.db.exec("BEGIN IMMEDIATE");
    const waiting: Waiting[] = [];
    this.waiting = waiting;
    setImmediate(() => this.commit());
    return waiting;
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
      if (isOutOfSpace(error)) this.onOutcome("out-of-space");
      const failure = translateOutOfSpace(error);
      for (const write of waiting) write.reject(failure);
      return;
    }
    if (waiting.length > 0) this.onOutcome("committed");
    for (const write of waiting) write.resolve();
  }
}
