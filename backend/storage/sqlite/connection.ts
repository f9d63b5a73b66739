import Database from "better-sqlite3";
import { isOutOfSpace } from "../../errors/out-of-space.ts";

/** A connection to the database file, and where its WAL index lives. */
export interface Connection {
  db: Database.Database;
  /**
   * True when the disk was full at opening: the WAL index is in this process's memory and the
   * connection holds the file to itself (see openConnection) until shareWalIndex succeeds.
   */
  isIndexInMemory: boolean;
}

/**
 * Opens the database file as the server and the users command use it (`options` as better-sqlite3
 * takes them, not read-only: see below). WAL lets the users command write while the server
 * reads; synchronous=FULL makes every acknowledged commit survive a crash or power loss, and
 * writes here are rare enough to afford it.
 *
 * In WAL mode SQLite keeps its index of the log in a `-shm` file beside the database, which it
 * deletes on a clean close and must make again (32 KiB) before the first read. On a full disk it
 * cannot, and every read would fail (SQLITE_IOERR_SHMSIZE): then the file is opened again with
 * exclusive locking, where SQLite keeps that index in memory, so the site starts and serves
 * reads on a full disk (decision 0067). The price, until shareWalIndex: no other process (the
 * users command, a backup) can open the file. SQLite refuses that lock to a read-only connection.
 */
export function openConnection(file: string, options: Database.Options = {}): Connection {
  const db = new Database(file, options);
  try {
    configure(db);
    return { db, isIndexInMemory: false };
  } catch (error) {
    db.close();
    if (!isOutOfSpace(error)) throw error;
  }
  const alone = new Database(file, options);
  try {
    // Before the first read: only then does SQLite keep the WAL index in memory.
    alone.pragma("locking_mode = EXCLUSIVE");
    configure(alone);
    return { db: alone, isIndexInMemory: true };
  } catch (error) {
    alone.close();
    throw error;
  }
}

function configure(db: Database.Database): void {
  // The users command and the server share the file; wait for a lock instead of failing.
  db.pragma("busy_timeout = 5000");
  // The first read: SQLite opens the WAL index here.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
}

/**
 * Moves a connection opened with its WAL index in memory back to the shared `-shm` index, once
 * the disk has room, so other processes can open the file again. SQLite allows leaving exclusive
 * locking only outside WAL mode: the log is checkpointed into the database and dropped (journal
 * mode DELETE), the locks are released, and WAL mode starts again with a new index. Each step
 * can be repeated: a call that fails for lack of space leaves a connection that works and is
 * finished by the next call. Throws when a step fails; never inside a transaction.
 */
export function shareWalIndex(db: Database.Database): void {
  if (db.pragma("journal_mode", { simple: true }) === "wal") db.pragma("journal_mode = DELETE");
  db.pragma("locking_mode = NORMAL");
  db.pragma("journal_mode = WAL");
}
